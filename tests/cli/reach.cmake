# End-to-end tests of `marengo reach` against tests/data/movement/charge-units.scenario.xml:
# 3e Hussards at A0506, 1/6e Léger at A0405, Russian battalions facing S at A0502 and A0602 and
# Kiev Dragoons facing NW at A0806. Zones of influence stop infantry in any enemy zone, cavalry
# only in an enemy cavalry zone (Austerlitz 1805, Premier Rules (July 2016), rule 14).
set(units tests/data/movement/charge-units.scenario.xml)

marengo_cli_test(reach-plain EXIT 0 ARGS reach ${units} A0506 --mp 3
                 EXPECT "^reach of 3e Hussards \\(3h, cavalry\\) from A0506 with 3 MP: 37 hexes\nA0403: 3 MP\n.*A0706: 2 MP\nA0806: 3 MP\nA0207: 3 MP\n.*A0807: 3 MP\n"
                 REJECT "stops|zones of influence")
# The dragoons' zone stops the hussars: A0807, beyond it, is no longer reached in 3 MP.
marengo_cli_test(reach-cavalry-stops-in-cavalry-zone EXIT 0 ARGS reach ${units} A0506 --mp 3 --respect-zoi
                 EXPECT "^reach of 3e Hussards \\(3h, cavalry\\) from A0506 with 3 MP: 35 hexes\nzones of influence respected: enemy cavalry zones of influence stop it\n.*A0706: 2 MP; stops: zone of influence of Kiev Dragoons \\(ru-dr\\)\n"
                 REJECT "A0807")
# The hussars ride through the Russian battalions' zone (A0503), which would stop infantry.
marengo_cli_test(reach-cavalry-through-infantry-zone EXIT 0 ARGS reach ${units} A0506 --mp 4 --respect-zoi
                 EXPECT "\nA0402: 4 MP\n.*\nA0503: 3 MP\n")
marengo_cli_test(reach-infantry-stops-in-any-zone EXIT 0 ARGS reach ${units} A0406 --unit 6l-1 --mp 6 --respect-zoi
                 EXPECT "^reach of 1/6e Léger \\(6l-1, infantry\\) from A0406 with 6 MP: [0-9]+ hexes\nzones of influence respected: every enemy zone of influence stops it\n.*A0503: 4 MP; stops: zone of influence of 1/Moscow \\(ru-m-1\\), 2/Moscow \\(ru-m-2\\)\n"
                 REJECT "A0502:|A0501:")
marengo_cli_test(reach-infantry-plain EXIT 0 ARGS reach ${units} A0406 --unit 6l-1 --mp 6
                 EXPECT "\nA0501: 6 MP\n")
marengo_cli_test(reach-json EXIT 0 ARGS reach ${units} A0506 --mp 2 --respect-zoi --format json
                 EXPECT "^\\{\"unit\":\"3h\",\"name\":\"3e Hussards\",\"arm\":\"cavalry\",\"from\":\"A0506\",\"mp\":2,\"roadMarch\":false,\"respectZoi\":true,\"hexes\":\\[\\{\"hex\":\"A0404\",\"mp\":2\\},.*\\{\"hex\":\"A0706\",\"mp\":2,\"stopsFor\":\\[\"ru-dr\"\\]\\}")
marengo_cli_test(reach-default-mp EXIT 0 ARGS reach ${units} A0506
                 EXPECT "^reach of 3e Hussards \\(3h, cavalry\\) from A0506 with 14 MP: ")
marengo_cli_test(reach-nobody EXIT 2 ARGS reach ${units} A0101
                 EXPECT "no unit stands in A0101: name the one that moves with --unit")
marengo_cli_test(reach-unknown-unit EXIT 2 ARGS reach ${units} A0506 --unit nobody
                 EXPECT "unit 'nobody' is in no order of battle")
marengo_cli_test(reach-bad-hex EXIT 2 ARGS reach ${units} Z9999 EXPECT "hex 'Z9999' is not on the map")
marengo_cli_test(reach-bad-mp EXIT 2 ARGS reach ${units} A0506 --mp -2
                 EXPECT "--mp must be a number of movement points, 0 or more")
marengo_cli_test(reach-bad-format EXIT 2 ARGS reach ${units} A0506 --format xml
                 EXPECT "unknown format 'xml'")
# A unit starting in a zone: with zoi.move-zone-to-zone = 1 (every bundled profile) it steps
# straight into the next hex of the zone and stops; with 0 (zone-to-zone.rules.xml) it must step
# out of the zone first, so the same hexes cost 2.
marengo_cli_test(reach-zone-to-zone EXIT 0 ARGS reach ${units} A0706 --unit 3h --mp 2 --respect-zoi
                 EXPECT "\nA0805: 1 MP; stops: zone of influence of Kiev Dragoons \\(ru-dr\\)\nA0706: 0 MP\nA0707: 1 MP; stops: ")
marengo_cli_test(reach-no-zone-to-zone EXIT 0 ARGS reach tests/data/movement/zone-to-zone.scenario.xml A0706 --mp 2 --respect-zoi
                 EXPECT "\nA0805: 2 MP; stops: zone of influence of Kiev Dragoons \\(ru-dr\\)\nA0706: 0 MP\nA0707: 2 MP; stops: ")
