# End-to-end tests of `marengo carre` against tests/data/movement/carre.scenario.xml: the
# Russian 1/Moscow (6 increments, morale 42) in carré at A0505 with the French hussars (melee 12)
# in its hex, cuirassiers (14) north of it and the 1/6e Léger (8) in column south of it facing
# it; the 2/Moscow in the village A0703; the 2/6e Léger alone
# in column at A0909; nobody at A0101 (Berlin 1813, Premier Rules (July 2021),
# p.17, Forming Carré). The Friedland 2014 profile sets the carré numbers, some of them assumed.
set(carre tests/data/movement/carre.scenario.xml)

marengo_cli_test(carre-in-carre EXIT 0 ARGS carre ${carre} A0505
                 EXPECT "^carré at A0505 \\(Russian\\): in carré, 6 increments\n  1/Moscow \\(ru-m-1\\), carre, 6 increments\nmay form carré here: yes\n  source: Berlin 1813, Premier Rules \\(July 2021\\), p.17, Forming Carré; carre.min-increments = 3: [^\n]*\nfire value: 2 x the fire multiple; with enemy cavalry in the hex 6 x the fire multiple \\(enemy cavalry is in the hex now\\)\n  source: [^\n]*carre.fire-divisor = 3: [^\n]*\nmelee against the carré:\n  3e Hussards \\(3h\\), cavalry in the hex: melee 12 against the carré 4\n  1er Cuirassiers \\(1cu\\), cavalry next to it, must enter the hex and suffer defensive fire first: melee 14 against the carré 4.67\n  1/6e Léger \\(6l-1\\), infantry next to it: melee 8 against the carré 12\n  source: [^\n]*carre.cavalry-assault-divisor = 3: [^\n]*\nmorale in carré \\(-6\\):\n  1/Moscow \\(ru-m-1\\): 42 in carré 32\n  source: Berlin 1813, Premier Rules \\(July 2021\\), p.17, Forming Carré; carre.morale-modifier = -6: assumed: [^\n]*\n$")
marengo_cli_test(carre-fire-multiple EXIT 0 ARGS carre ${carre} A0505 --fire-multiple 3
                 EXPECT "\nfire value: 6; with enemy cavalry in the hex 18 \\(enemy cavalry is in the hex now\\)\n")
marengo_cli_test(carre-not-clear EXIT 1 ARGS carre ${carre} A0703
                 EXPECT "^carré at A0703 \\(Russian\\): not in carré, 6 increments\n.*may form carré here: no\n  - a carré forms only in clear terrain, and A0703 is not clear \\(Berlin 1813, Premier Rules \\(July 2021\\), p.17, Forming Carré\\)\n.*melee against the carré: no enemy near\n.*  2/Moscow \\(ru-m-2\\): 42 in carré 32\n")
marengo_cli_test(carre-would-form EXIT 0 ARGS carre ${carre} A0909
                 EXPECT "^carré at A0909 \\(French\\): not in carré, 7 increments\n  2/6e Léger \\(6l-2\\), column, 7 increments\nmay form carré here: yes\n.*fire value: 2 x the fire multiple; with enemy cavalry in the hex 7 x the fire multiple \\(no enemy cavalry in the hex now\\)\n.*melee against the carré: no enemy near\n.*  2/6e Léger \\(6l-2\\): 45 in carré 35\n")
marengo_cli_test(carre-json EXIT 0 ARGS carre ${carre} A0505 --fire-multiple 3 --format json
                 EXPECT "^\\{\"hex\":\"A0505\",\"side\":\"Russian\",\"inCarre\":true,\"mayForm\":true,\"reasons\":\\[\\],\"formSource\":\"[^\"]*\",\"increments\":6,\"infantry\":\\[\\{\"unit\":\"ru-m-1\",\"name\":\"1/Moscow\",\"formation\":\"carre\",\"increments\":6,\"morale\":42,\"moraleInCarre\":32\\}\\],\"fire\":\\{\"multiple\":3,\"value\":6,\"withEnemyCavalryInHex\":18,\"enemyCavalryInHex\":true,\"source\":\"[^\"]*\"\\},\"melee\":\\{\"assailants\":\\[\\{\"unit\":\"3h\",\"name\":\"3e Hussards\",\"arm\":\"cavalry\",\"inHex\":true,\"melee\":12,\"againstCarre\":4\\},\\{\"unit\":\"1cu\",[^}]*\"inHex\":false,\"melee\":14,\"againstCarre\":4.66666[0-9]*\\},\\{\"unit\":\"6l-1\",[^}]*\"againstCarre\":12\\}\\],\"source\":\"[^\"]*\"\\},\"morale\":\\{\"modifier\":-6,\"source\":\"[^\"]*\"\\}\\}\n$")
marengo_cli_test(carre-no-infantry EXIT 1 ARGS carre ${carre} A0101
                 EXPECT "no infantry stands in A0101")
marengo_cli_test(carre-bad-hex EXIT 2 ARGS carre ${carre} Z9999
                 EXPECT "hex 'Z9999' is not on the map")
marengo_cli_test(carre-bad-multiple EXIT 2 ARGS carre ${carre} A0505 --fire-multiple 0
                 EXPECT "--fire-multiple takes a whole number of 1 or more, not '0'")
marengo_cli_test(carre-bad-format EXIT 2 ARGS carre ${carre} A0505 --format xml
                 EXPECT "unknown format 'xml'")
# The same values under the Berlin 1813 (2021) profile, whose own rule states the -6: its source
# is cited, where the Friedland 2014 profile says assumed (carre-in-carre above).
marengo_cli_test(carre-berlin-2021 EXIT 0
                 ARGS carre tests/data/movement/charge-2021.scenario.xml A0502
                 EXPECT "\n  1/Moscow \\(ru-m-1\\): 42 in carré 32\n  source: Berlin 1813, Premier Rules \\(July 2021\\), p.17, Forming Carré; carre.morale-modifier = -6: Berlin 1813, Premier Rules \\(July 2021\\), p.17, Forming Carré: minus 6"
                 REJECT "carre.morale-modifier = -6: assumed")
