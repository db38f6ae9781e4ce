# End-to-end tests of `marengo melee` against tests/data/movement/melee.scenario.xml: a French
# line (7 increments) at A0504 and hussars at A0502 with a Russian column (6) at A0503 in front of
# both; a French column at A0704 below a Russian battalion in general order in the village A0703
# (Friedland et Danzig 1809, Premier Rules (2014), p.29, Assault a' Melee).
set(melee tests/data/movement/melee.scenario.xml)

marengo_cli_test(melee-line EXIT 0 ARGS melee ${melee} A0504 A0503
                 EXPECT "^melee from A0504 on A0503: legal\npre-melee odds: 4 attacking increments to 6 defending\nattacker 1/6e Léger \\(6l-1\\), line, 7 increments: counts 4; checks morale if the defenders pass theirs\ndefender 1/Moscow \\(ru-m-1\\), column, 6 increments: counts 6; checks morale first\n$")
marengo_cli_test(melee-with-cavalry EXIT 0 ARGS melee ${melee} A0504,A0502 A0503
                 EXPECT "pre-melee odds: 10 attacking increments to 6 defending\nattacker 1/6e Léger \\(6l-1\\), line, 7 increments: counts 4; no morale check: infantry attacking with cavalry makes no pre-melee morale check\nattacker 3e Hussards \\(3h\\), column, 6 increments: counts 6; no morale check: cavalry makes no pre-melee morale check\ndefender 1/Moscow \\(ru-m-1\\), column, 6 increments: counts 6; checks morale first")
marengo_cli_test(melee-general-order EXIT 0 ARGS melee ${melee} A0704 A0703
                 EXPECT "pre-melee odds: 7 attacking increments to 6 defending\n.*defender 2/Moscow \\(ru-m-2\\), general-order, 6 increments: counts 6; no morale check: a unit defending in general order makes no pre-melee morale check")
marengo_cli_test(melee-not-in-front EXIT 1 ARGS melee ${melee} A0704 A0503
                 EXPECT ": illegal\n.*attacker 2/6e Léger \\(6l-2\\), column, 7 increments: takes no part: A0503 is not across its front hexsides.*- no attacking unit has A0503 across its front hexsides.*Friedland et Danzig 1809, Premier Rules \\(2014\\), p.29")
marengo_cli_test(melee-empty-target EXIT 1 ARGS melee ${melee} A0504 A0505
                 EXPECT ": illegal\n.*- the target hex A0505 holds no enemy combat unit to assault")
marengo_cli_test(melee-json EXIT 0 ARGS melee ${melee} A0504 A0503 --format json
                 EXPECT "^\\{\"from\":\\[\"A0504\"\\],\"target\":\"A0503\",\"legal\":true,\"reasons\":\\[\\],\"odds\":\\{\"attacker\":4,\"defender\":6\\},\"attackers\":\\[\\{\"unit\":\"6l-1\",\"name\":\"1/6e Léger\",\"formation\":\"line\",\"increments\":7,\"assaults\":true,\"counted\":4,\"checksMorale\":true,\"why\":\"\"\\}\\],\"defenders\":\\[\\{\"unit\":\"ru-m-1\"")
marengo_cli_test(melee-bad-hex EXIT 2 ARGS melee ${melee} A0504 Z9999
                 EXPECT "target hex 'Z9999' is not on the map")
marengo_cli_test(melee-bad-format EXIT 2 ARGS melee ${melee} A0504 A0503 --format xml
                 EXPECT "unknown format 'xml'")
# Cavalry assaults a carré only from within its hex (Berlin 1813, Premier Rules (July 2021),
# p.17, Forming Carré), against tests/data/movement/carre.scenario.xml: the Russian carré at A0505
# with the French hussars in its hex, cuirassiers north of it at A0504 facing it and the 1/6e
# Léger south of it at A0506 facing it.
set(carre tests/data/movement/carre.scenario.xml)
marengo_cli_test(melee-cavalry-next-to-carre EXIT 1 ARGS melee ${carre} A0504 A0505
                 EXPECT ": illegal\npre-melee odds: 0 attacking increments to 6 defending\nattacker 1er Cuirassiers \\(1cu\\), column, 6 increments: takes no part: cavalry assaults a carré only from within its hex.*- no attacking unit may assault the carré in A0505: cavalry must rest in the carré's hex")
marengo_cli_test(melee-cavalry-in-carre-hex EXIT 0 ARGS melee ${carre} A0505 A0505
                 EXPECT "^melee from A0505 on A0505: legal\npre-melee odds: 6 attacking increments to 6 defending\nattacker 3e Hussards \\(3h\\), column, 6 increments: counts 6; no morale check: cavalry makes no pre-melee morale check\ndefender 1/Moscow \\(ru-m-1\\), carre, 6 increments: counts 6; checks morale first\n$")
marengo_cli_test(melee-infantry-next-to-carre EXIT 0 ARGS melee ${carre} A0506 A0505
                 EXPECT ": legal\npre-melee odds: 7 attacking increments to 6 defending\nattacker 1/6e Léger \\(6l-1\\), column, 7 increments: counts 7")
