# End-to-end tests of `marengo charge`, the reinforcement checks through `marengo validate`, and
# `marengo gen-stress`, against tests/data/movement: a 12 x 10 map with woods at A0109-A0209, a
# village at A0703 and an unbridged river east of column 10; 3e Hussards (light cavalry,
# movement 14) at A0506 facing N, a Russian battalion at A0502.
set(mv tests/data/movement)
set(charge ${mv}/charge.scenario.xml)

marengo_cli_test(charge-straight EXIT 0 ARGS charge ${charge} 3h A0505,A0504,A0503 --target A0502
                 EXPECT "^charge of 3e Hussards \\(3h\\) from A0506 through A0505,A0504,A0503 at A0502: legal\ncharge bonus: yes\nmovement points: 3 used of 19 available\ndeclares at A0504: 1/Moscow \\(ru-m-1\\) at A0502, 2 hexes away: the target\ncarré: 1/Moscow \\(ru-m-1\\) may attempt carré once the cavalry is at A0506\n$")
marengo_cli_test(charge-first-hex-not-ahead EXIT 1 ARGS charge ${charge} 3h A0605,A0604 --target A0603
                 EXPECT ": illegal\ncharge bonus: no\n.*- the first hex entered, A0605, is not the hex directly to the front centre")
# The target hex must hold an enemy formation: the tests that charge A0602 use charge-units, where
# 2/Moscow stands there (in charge.scenario.xml A0602 is empty, which the check accepted wrongly).
set(units ${mv}/charge-units.scenario.xml)
marengo_cli_test(charge-not-straight EXIT 0 ARGS charge ${units} 3h A0505,A0604,A0603 --target A0602
                 EXPECT ": legal\ncharge bonus: no\nmovement points: 5 used of 19 available\n- no charge bonus: the last 3 hexes")
marengo_cli_test(charge-change-third-hex EXIT 1 ARGS charge ${charge} 3h A0505,A0504,A0503
                 --change-at 3 --formation line --facing NNE
                 EXPECT "illegal.*formation change in A0503, hex 3 of the charge: a formation change is only permitted in the second hex")
marengo_cli_test(charge-change-second-hex EXIT 0 ARGS charge ${charge} 3h A0505,A0504,A0503
                 --change-at 2 --formation line --facing NNE --target A0502
                 EXPECT ": legal\ncharge bonus: yes\nmovement points: 6 used of 19 available")
marengo_cli_test(charge-into-village EXIT 1 ARGS charge ${charge} 3h A0505,A0604,A0704,A0703
                 EXPECT "hex A0703 \\(Village\\) is general-order terrain")
# Target declarations: a unit passed within two hexes in sight is declared not the target; a
# crooked approach is legal without bonus in 2014 but illegal in 2021 (excerpts 000 and 003).
marengo_cli_test(charge-declares-passed EXIT 0 ARGS charge ${units} 3h A0505,A0604,A0603 --target A0602
                 EXPECT "declares at A0603: 1/Moscow \\(ru-m-1\\) at A0502, 2 hexes away: not the target")
marengo_cli_test(charge-2014-crooked-declaration EXIT 0 ARGS charge ${charge} 3h A0505,A0404,A0403,A0402
                 --target A0502 EXPECT ": legal\ncharge bonus: no" REJECT "declaration-straight")
marengo_cli_test(charge-2021-crooked-declaration EXIT 1 ARGS charge ${mv}/charge-2021.scenario.xml 3h
                 A0505,A0404,A0403,A0402 --target A0502
                 EXPECT ": illegal\n.*- the target 1/Moscow at A0502, declared at A0403, is not in a straight line ahead for the last 2 hexes \\(charge.declaration-straight")
marengo_cli_test(charge-2021-straight EXIT 0 ARGS charge ${mv}/charge-2021.scenario.xml 3h
                 A0505,A0504,A0503 --target A0502
                 EXPECT ": legal\ncharge bonus: yes\n.*carré: 1/Moscow \\(ru-m-1\\) may not attempt carré: the infantry has no line of sight through its front hexsides")
# The declared target attempts carré within carre.target-attempt-range: 4 hexes under 2014 (above,
# from A0506), 2 under 2021 (Berlin 1813, Premier Rules (July 2021), p.38, option 2).
marengo_cli_test(charge-2021-target-attempts-at-two EXIT 0 ARGS charge ${mv}/charge-2021-facing.scenario.xml 3h
                 A0505,A0504,A0503 --target A0502
                 EXPECT ": legal\ncharge bonus: yes\n.*carré: 1/Moscow \\(ru-m-1\\) may attempt carré once the cavalry is at A0504\n$")
# Among units (Friedland et Danzig 1809, Premier Rules (2014), p.35; La Bataille pour la Prusse
# 1806, Premier Rules (Aug 2017), p.126; Austerlitz 1805, Premier Rules (July 2016), rule 14).
marengo_cli_test(charge-through-enemy EXIT 1 ARGS charge ${units} 3h A0505,A0504,A0503,A0502 --target A0602
                 EXPECT ": illegal\n.*- hex 4 of the charge, A0502, holds the enemy 1/Moscow \\(ru-m-1\\): a charge may not enter an enemy-held hex; it ends adjacent to its target \\(Friedland et Danzig 1809, Premier Rules \\(2014\\), p.35, Charge a Cheval\\)")
marengo_cli_test(charge-empty-target EXIT 1 ARGS charge ${charge} 3h A0505,A0604,A0603 --target A0602
                 EXPECT "- the target hex A0602 holds no enemy combat formation")
marengo_cli_test(charge-leader-target EXIT 1 ARGS charge ${units} 3h A0505,A0504,A0503 --target A0402
                 EXPECT "- the target hex A0402 holds no enemy combat formation: .*leaders are not formations"
                 REJECT "Uvarov")
marengo_cli_test(charge-through-friendly-column EXIT 1 ARGS charge ${units} 3h A0505,A0405,A0404
                 EXPECT "- hex 2 of the charge, A0405, holds the friendly 1/6e Léger \\(6l-1, column\\): cavalry may pass only")
marengo_cli_test(charge-through-friendly-carre EXIT 0 ARGS charge ${units} 3h A0505,A0605,A0705,A0704
                 EXPECT ": legal\n" REJECT "friendly")
marengo_cli_test(charge-on-through-cavalry-zoi EXIT 1 ARGS charge ${units} 3h A0505,A0605,A0705,A0706,A0707
                 EXPECT "- hex 4 of the charge, A0706, lies in the zone of influence of the enemy cavalry Kiev Dragoons \\(ru-dr\\): cavalry must stop .*rule 14")
marengo_cli_test(charge-stops-in-cavalry-zoi EXIT 0 ARGS charge ${units} 3h A0505,A0605,A0705,A0706 --target A0806
                 EXPECT ": legal\n" REJECT "zone of influence")
marengo_cli_test(charge-declared-not-target EXIT 1 ARGS charge ${units} 3h A0505,A0504,A0503 --target A0502 --not-target ru-m-1
                 EXPECT "- the target 1/Moscow \\(ru-m-1\\) at A0502 was declared not the target of this charge.*declares at A0504: 1/Moscow \\(ru-m-1\\) at A0502, 2 hexes away: not the target")
marengo_cli_test(charge-unknown-unit EXIT 2 ARGS charge ${charge} nobody A0505
                 EXPECT "unit 'nobody' is in no order of battle")
marengo_cli_test(charge-unit-not-set-up EXIT 2 ARGS charge ${charge} 6l-2 A0505
                 EXPECT "unit '6l-2' is not set up on the map")
marengo_cli_test(charge-bad-hex EXIT 2 ARGS charge ${charge} 3h A0505,Z9999
                 EXPECT "hex 'Z9999' is not on the map")
marengo_cli_test(charge-bad-target EXIT 2 ARGS charge ${charge} 3h A0505 --target A9999
                 EXPECT "target hex 'A9999' is not on the map")
marengo_cli_test(charge-change-incomplete EXIT 2 ARGS charge ${charge} 3h A0505 --change-at 2
                 EXPECT "needs --change-at N, --formation F and --facing X together")
marengo_cli_test(charge-change-bad-index EXIT 2 ARGS charge ${charge} 3h A0505
                 --change-at 0 --formation line --facing NNE EXPECT "--change-at must be")
marengo_cli_test(charge-bad-formation EXIT 2 ARGS charge ${charge} 3h A0505
                 --change-at 1 --formation wedge --facing NNE EXPECT "unknown formation 'wedge'")
marengo_cli_test(charge-usage EXIT 2 ARGS charge ${charge} 3h
                 EXPECT "charge takes a scenario file, a unit id and a comma-separated list")
marengo_cli_test(charge-missing-file EXIT 2 ARGS charge ${mv}/no-such.scenario.xml 3h A0505
                 EXPECT "no-such.scenario.xml")

# The reinforcement checks through validate: the legal scenario has no problem, the other one
# each reinforcement problem once.
marengo_cli_test(reinforcements-legal EXIT 0 ARGS validate ${charge} EXPECT ": 0 problem\\(s\\), valid")
marengo_cli_test(reinforcements-illegal EXIT 1 ARGS validate ${mv}/reinforcements.scenario.xml
                 EXPECT "error: entry hex A0606 of the French reinforcements of 09:40 at A0606 is not on a map edge.*\\[reinforcement.entry-edge\\].*error: 1re Cie à pied \\(artillery\\) cannot enter A0109.*Woods is prohibited terrain for artillery.*\\[reinforcement.entry-passable\\].*error: 1/6e Léger \\(infantry\\) of the French reinforcements of 09:20 at A1205 cannot reach the battlefield.*\\[reinforcement.connected\\].*warning: entry hex A0901 of the Russian reinforcements of 09:40 at A0901 is in the zone of influence of 1er Cuirassiers \\(French, A0902\\) at set-up.*nearest free edge hex is A1101, 2 hexes along the edge.*\\[reinforcement.entry-zoi\\].*4 problem\\(s\\), not valid")
marengo_cli_test(reinforcements-only-connected EXIT 1 ARGS validate ${mv}/reinforcements.scenario.xml
                 --only reinforcement.connected --format json
                 EXPECT "\"id\":\"reinforcement.connected\",\"severity\":\"error\"" REJECT "entry-edge")
# reinforcement.connected with the enemy's set-up standing: a corner entry walled in by two
# Russian battalions is connected with a bundled profile (the option off) and cut off, naming
# them, with a rules file that sets reinforcement.connected-respects-zoi.
marengo_cli_test(reinforcements-walled-off EXIT 0 ARGS validate ${mv}/walled.scenario.xml
                 --only reinforcement.connected EXPECT ": 0 problem\\(s\\), valid")
marengo_cli_test(reinforcements-walled-standing EXIT 1
                 ARGS validate ${mv}/walled-standing.scenario.xml --only reinforcement.connected
                 EXPECT "walled-standing.scenario.xml:[0-9]+:[0-9]+: error: 1/6e Léger \\(infantry\\) of the French reinforcements of 09:20 at A0101 cannot reach the battlefield past the enemy's set-up: the ground leads from A0101 to any French set-up hex, but the hexes held by 1/Moscow \\(Russian, A0201\\) and 2/Moscow \\(Russian, A0102\\) cut off every route for infantry \\(an enemy-held hex is never entered, assumed: a unit enters an enemy's hex only by assault; the rules profile's reinforcement.connected-respects-zoi is 1\\) \\[reinforcement.connected\\]")
marengo_cli_test(checks-list-reinforcements EXIT 0 ARGS checks
                 EXPECT "reinforcement.entry-edge.*reinforcement.entry-passable.*reinforcement.connected.*reinforcement.entry-zoi")

# gen-stress writes a scenario that validates without a problem.
set(stress_dir ${CMAKE_CURRENT_BINARY_DIR}/stress-small)
marengo_cli_test(gen-stress EXIT 0 ARGS gen-stress --hexes 4000 --units 300 --seed 7 -o ${stress_dir}
                 EXPECT "wrote .*stress.scenario.xml \\(4096 hexes on 4 sheets, [0-9]+ counters set up, [0-9]+ in [0-9]+ reinforcement groups\\)")
set_tests_properties("marengo: gen-stress" PROPERTIES FIXTURES_SETUP stress_small)
marengo_cli_test(gen-stress-validates EXIT 0 ARGS validate ${stress_dir}/stress.scenario.xml
                 EXPECT ": 0 problem\\(s\\), valid")
set_tests_properties("marengo: gen-stress-validates" PROPERTIES FIXTURES_REQUIRED stress_small)
marengo_cli_test(gen-stress-no-output EXIT 2 ARGS gen-stress --hexes 4000 --units 300
                 EXPECT "needs an output folder")
marengo_cli_test(gen-stress-too-many-units EXIT 2 ARGS gen-stress --hexes 400 --units 300 -o ${stress_dir}-x
                 EXPECT "--units must be at most a quarter of --hexes")
marengo_cli_test(gen-stress-bad-number EXIT 2 ARGS gen-stress --hexes lots --units 3 -o ${stress_dir}-x
                 EXPECT "--hexes must be a whole number")

# A regiment counter with half its increments lost must break into battalions (Combat Units,
# rule 6, Heilsberg 1807, Premier Rules (July 2021), p.97).
marengo_cli_test(regiment-break-up EXIT 1 ARGS validate ${mv}/break-up.scenario.xml
                 EXPECT "break-up.scenario.xml:9:5: error: Pavlov Grenadiers \\(ru-p\\) has lost 6 of its 12 increments \\(50% or more\\): the regiment must break into its battalions \\(ru-p-1, ru-p-2\\) \\[setup.regiment-break-up\\]")
marengo_cli_test(checks-list-regiment-break-up EXIT 0 ARGS checks
                 EXPECT "setup.regiment-break-up")
