# End-to-end tests of `marengo los` and `marengo viewshed` against tests/data/los: a 12 x 10 map
# with woods at A0605, a level-1 hill at A0903 between level-0 hexes, level-2 hills at A1101
# and A1105 with low ground between, woods at A0202 beside the hexside line A0103-A0303, woods at
# A0206 and A0207 on both sides of the hexside line A0107-A0307, and a battalion at A0804.
set(los tests/data/los)

marengo_cli_test(los-clear EXIT 0 ARGS los ${los}/los.scenario.xml A0101 A0104 EXPECT "^clear.$")
marengo_cli_test(los-woods EXIT 0 ARGS los ${los}/los.scenario.xml A0603 A0608
                 EXPECT "^blocked at A0605 \\(woods at A0605\\).$")
marengo_cli_test(los-woods-at-ends EXIT 0 ARGS los ${los}/los.scenario.xml A0605 A0601
                 EXPECT "^clear.$")
marengo_cli_test(los-hill EXIT 0 ARGS los ${los}/los.scenario.xml A0901 A0906
                 EXPECT "^blocked at A0903 \\(higher ground \\(level 1\\) at A0903\\).$")
marengo_cli_test(los-between-hills EXIT 0 ARGS los ${los}/los.scenario.xml A1101 A1105
                 EXPECT "^clear.$")
marengo_cli_test(los-hexside-one-side EXIT 0 ARGS los ${los}/los.scenario.xml A0103 A0303
                 EXPECT "^clear.$")
marengo_cli_test(los-hexside-both-sides EXIT 0 ARGS los ${los}/los.scenario.xml A0107 A0307
                 EXPECT "^blocked at A0207 \\(woods at A0207 and woods at A0206\\).$")
marengo_cli_test(los-night EXIT 0 ARGS los ${los}/los.scenario.xml A0101 A0104 --night
                 EXPECT "^blocked at A0104 \\(beyond range 2\\).$")
marengo_cli_test(los-night-in-range EXIT 0 ARGS los ${los}/los.scenario.xml --night A0101 A0103
                 EXPECT "^clear.$")
marengo_cli_test(los-units-ignored EXIT 0 ARGS los ${los}/los.scenario.xml A0802 A0806
                 EXPECT "^clear.$")
marengo_cli_test(los-units-block EXIT 0 ARGS los ${los}/los-units.scenario.xml A0802 A0806
                 EXPECT "^blocked at A0804 \\(units at A0804\\).$")
marengo_cli_test(los-bad-label EXIT 2 ARGS los ${los}/los.scenario.xml A0101 Z0101
                 EXPECT "hex 'Z0101' is not on the map")
marengo_cli_test(los-off-sheet EXIT 2 ARGS los ${los}/los.scenario.xml A1311 A0101
                 EXPECT "hex 'A1311' is not on the map")
marengo_cli_test(los-missing-file EXIT 2 ARGS los ${los}/no-such.scenario.xml A0101 A0102
                 EXPECT "no-such.scenario.xml")
marengo_cli_test(los-not-a-scenario EXIT 2 ARGS los ${los}/los.map.xml A0101 A0102
                 EXPECT "los.map.xml")
marengo_cli_test(los-usage EXIT 2 ARGS los ${los}/los.scenario.xml A0101
                 EXPECT "los takes a scenario file and two hexes")

marengo_cli_test(viewshed-woods EXIT 0 ARGS viewshed ${los}/los.scenario.xml A0604 --range 2
                 EXPECT "^A0602 A0403 .*A0605 .*A0706.18 hexes seen.$" REJECT "A0606")
marengo_cli_test(viewshed-range-1 EXIT 0 ARGS viewshed ${los}/los.scenario.xml A0604 --range=1
                 EXPECT "^A0603 A0504 A0604 A0704 A0505 A0605 A0705.7 hexes seen.$")
marengo_cli_test(viewshed-night EXIT 0 ARGS viewshed ${los}/los.scenario.xml A0101 --range 5 --night
                 EXPECT ".7 hexes seen.$")
marengo_cli_test(viewshed-no-range EXIT 2 ARGS viewshed ${los}/los.scenario.xml A0604
                 EXPECT "needs --range")
marengo_cli_test(viewshed-bad-range EXIT 2 ARGS viewshed ${los}/los.scenario.xml A0604 --range -3
                 EXPECT "--range must be a whole number")
marengo_cli_test(viewshed-bad-label EXIT 2 ARGS viewshed ${los}/los.scenario.xml A9904 --range 2
                 EXPECT "hex 'A9904' is not on the map")
