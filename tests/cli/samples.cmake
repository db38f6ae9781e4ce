# The sample battles under samples/: every sample scenario validates clean, and each teaching
# variant (*-illegal.scenario.xml) reports exactly its deliberate mistakes, each by check id and
# hex, and nothing else (the error and warning totals). See docs/samples.md.

# marengo_sample_problem(NAME SCENARIO ID HEX): the JSON report of SCENARIO holds a problem of
# check ID whose first hex is HEX.
function(marengo_sample_problem name scenario id hex)
    string(REPLACE "." "\\." id_re "${id}")
    marengo_cli_test(${name} EXIT 1 ARGS validate ${scenario} --format json
                     EXPECT "\"id\":\"${id_re}\",[^}]*\"hexes\":\\[\"${hex}\"")
endfunction()

# Clean samples.
foreach(s friedland/friedland-sortlack friedland/friedland-battle gross-beeren/gross-beeren-bulow
          gross-beeren/gross-beeren-battle austerlitz/austerlitz-pratzen
          austerlitz/austerlitz-battle)
    get_filename_component(n ${s} NAME)
    marengo_cli_test(sample-${n}-valid EXIT 0 ARGS validate samples/${s}.scenario.xml
                     EXPECT ": 0 problem\\(s\\), valid")
endforeach()

# Friedland teaching variant: six mistakes. The line facing a hexside is refused by the reader (a
# format error at its line), so that battalion is also reported as not set up.
set(fi samples/friedland/friedland-illegal.scenario.xml)
marengo_cli_test(sample-friedland-illegal-totals EXIT 1 ARGS validate ${fi} --format json
                 EXPECT "\"errors\":6,\"warnings\":1,")
marengo_sample_problem(sample-friedland-illegal-carre-in-woods ${fi} carre.terrain A1414)
marengo_sample_problem(sample-friedland-illegal-short-line ${fi} formation.two-hex-line A0716)
marengo_cli_test(sample-friedland-illegal-line-facing-hexside EXIT 1 ARGS validate ${fi} --format json
                 EXPECT "\"id\":\"format\",[^}]*in line faces a vertex[^}]*\"line\":19,")
marengo_cli_test(sample-friedland-illegal-line-not-set-up EXIT 1 ARGS validate ${fi} --format json
                 EXPECT "\"id\":\"setup\\.unplaced\",\"severity\":\"warning\",[^}]*\"units\":\\[\"39l-2\"\\]")
marengo_sample_problem(sample-friedland-illegal-cavalry-with-infantry ${fi}
                       stacking.cavalry-with-infantry A0515)
marengo_sample_problem(sample-friedland-illegal-battery-in-woods ${fi} terrain.prohibited A0303)
marengo_sample_problem(sample-friedland-illegal-village-overstacked ${fi} stacking.limit A2418)

# The whole battle of Friedland: four sheets, both whole armies (at least 150 counters a side),
# on the same map as the Sortlack scenario.
set(fb samples/friedland/friedland-battle.scenario.xml)
marengo_cli_test(sample-friedland-battle-sheets EXIT 0 ARGS info ${fb} EXPECT "sheets: 4\n")
marengo_cli_test(sample-friedland-battle-french-army EXIT 0 ARGS info ${fb}
                 EXPECT "side French: 1[5-9][0-9] units")
marengo_cli_test(sample-friedland-battle-russian-army EXIT 0 ARGS info ${fb}
                 EXPECT "side Russian: 1[5-9][0-9] units")
marengo_cli_test(sample-friedland-sortlack-same-map EXIT 0 ARGS info
                 samples/friedland/friedland-sortlack.scenario.xml EXPECT "sheets: 4\n")

# Its teaching variant: five mistakes, all errors.
set(fbi samples/friedland/friedland-battle-illegal.scenario.xml)
marengo_cli_test(sample-friedland-battle-illegal-totals EXIT 1 ARGS validate ${fbi} --format json
                 EXPECT "\"errors\":5,\"warnings\":0,")
marengo_sample_problem(sample-friedland-battle-illegal-battery-in-woods ${fbi}
                       terrain.prohibited A1217)
marengo_sample_problem(sample-friedland-battle-illegal-cavalry-with-infantry ${fbi}
                       stacking.cavalry-with-infantry D0515)
marengo_sample_problem(sample-friedland-battle-illegal-village-overstacked ${fbi} stacking.limit B1812)
marengo_sample_problem(sample-friedland-battle-illegal-cavalry-in-pond ${fbi} terrain.prohibited A1405)
marengo_sample_problem(sample-friedland-battle-illegal-line-in-town ${fbi}
                       formation.general-order-terrain A2305)

# Every finding says where, in the GCC form: the line of the element it is about (the placement
# of its unit, the <arrival> of a reinforcement, the stated <sight>).
function(marengo_sample_line name scenario id line)
    string(REPLACE "." "\\." id_re "${id}")
    marengo_cli_test(${name} EXIT 1 ARGS validate ${scenario}
                     EXPECT "${scenario}:${line}:[0-9]+: [a-z]+: [^\n]*\\[${id_re}\\]")
endfunction()
foreach(case format:19 setup.unplaced:19 carre.terrain:26 formation.two-hex-line:15
             stacking.cavalry-with-infantry:18 terrain.prohibited:25 stacking.limit:33)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 id)
    list(GET parts 1 line)
    marengo_sample_line(sample-friedland-illegal-line-${id} ${fi} ${id} ${line})
endforeach()

foreach(case stacking.limit:274:B1812 stacking.cavalry-with-infantry:160:D0515
             formation.general-order-terrain:176:A2305 terrain.prohibited:244:A1405
             terrain.prohibited:153:A1217)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 id)
    list(GET parts 1 line)
    list(GET parts 2 hex)
    string(REPLACE "." "\\." id_re "${id}")
    marengo_cli_test(sample-friedland-battle-illegal-line-${id}-${hex} EXIT 1 ARGS validate ${fbi}
                     EXPECT "${fbi}:${line}:[0-9]+: error: [^\n]*\\[${id_re}\\] \\(${hex}")
endforeach()

# The whole battle of Gross-Beeren: six sheets, both whole armies (at least 150 counters a side),
# on the same map as the Bülow scenario.
set(gb samples/gross-beeren/gross-beeren-battle.scenario.xml)
marengo_cli_test(sample-gross-beeren-battle-sheets EXIT 0 ARGS info ${gb} EXPECT "sheets: 6\n")
marengo_cli_test(sample-gross-beeren-battle-french-army EXIT 0 ARGS info ${gb}
                 EXPECT "side French: 1[5-9][0-9] units")
marengo_cli_test(sample-gross-beeren-battle-allied-army EXIT 0 ARGS info ${gb}
                 EXPECT "side Allied: 1[5-9][0-9] units")
marengo_cli_test(sample-gross-beeren-bulow-same-map EXIT 0 ARGS info
                 samples/gross-beeren/gross-beeren-bulow.scenario.xml EXPECT "sheets: 6\n")

# Its teaching variant: five mistakes, all errors, each by check id, hex and line.
set(gbi samples/gross-beeren/gross-beeren-battle-illegal.scenario.xml)
marengo_cli_test(sample-gross-beeren-battle-illegal-totals EXIT 1 ARGS validate ${gbi} --format json
                 EXPECT "\"errors\":5,\"warnings\":0,")
foreach(case terrain.prohibited:222:B0303 terrain.prohibited:284:E0212
             stacking.cavalry-with-infantry:9:A0910 stacking.limit:232:B2415
             formation.general-order-terrain:16:A1911)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 id)
    list(GET parts 1 line)
    list(GET parts 2 hex)
    marengo_sample_problem(sample-gross-beeren-battle-illegal-${id}-${hex} ${gbi} ${id} ${hex})
    string(REPLACE "." "\\." id_re "${id}")
    marengo_cli_test(sample-gross-beeren-battle-illegal-line-${id}-${hex} EXIT 1 ARGS validate ${gbi}
                     EXPECT "${gbi}:${line}:[0-9]+: error: [^\n]*\\[${id_re}\\] \\(${hex}")
endforeach()

# The whole battle of Austerlitz: six sheets, both whole armies (at least 150 counters a side),
# on the same map as the Pratzen scenario.
set(ab samples/austerlitz/austerlitz-battle.scenario.xml)
marengo_cli_test(sample-austerlitz-battle-sheets EXIT 0 ARGS info ${ab} EXPECT "sheets: 6\n")
marengo_cli_test(sample-austerlitz-battle-french-army EXIT 0 ARGS info ${ab}
                 EXPECT "side French: 2[0-9][0-9] units")
marengo_cli_test(sample-austerlitz-battle-allied-army EXIT 0 ARGS info ${ab}
                 EXPECT "side Allied: 1[5-9][0-9] units")
marengo_cli_test(sample-austerlitz-pratzen-same-map EXIT 0 ARGS info
                 samples/austerlitz/austerlitz-pratzen.scenario.xml EXPECT "sheets: 6\n")

# Its teaching variant: five mistakes, all errors, each by check id, hex and line.
set(abi samples/austerlitz/austerlitz-battle-illegal.scenario.xml)
marengo_cli_test(sample-austerlitz-battle-illegal-totals EXIT 1 ARGS validate ${abi} --format json
                 EXPECT "\"errors\":5,\"warnings\":0,")
foreach(case terrain.prohibited:162:A0210 terrain.prohibited:307:F0717
             stacking.cavalry-with-infantry:148:A0613 stacking.limit:268:A2018
             formation.general-order-terrain:343:E0408)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 id)
    list(GET parts 1 line)
    list(GET parts 2 hex)
    marengo_sample_problem(sample-austerlitz-battle-illegal-${id}-${hex} ${abi} ${id} ${hex})
    string(REPLACE "." "\\." id_re "${id}")
    marengo_cli_test(sample-austerlitz-battle-illegal-line-${id}-${hex} EXIT 1 ARGS validate ${abi}
                     EXPECT "${abi}:${line}:[0-9]+: error: [^\n]*\\[${id_re}\\] \\(${hex}")
endforeach()

# Austerlitz teaching variant: ten mistakes (nine errors, one warning).
set(ai samples/austerlitz/austerlitz-illegal.scenario.xml)
marengo_cli_test(sample-austerlitz-illegal-totals EXIT 1 ARGS validate ${ai} --format json
                 EXPECT "\"errors\":9,\"warnings\":1,")
marengo_sample_problem(sample-austerlitz-illegal-column-in-village ${ai}
                       formation.general-order-terrain A2018)
marengo_sample_problem(sample-austerlitz-illegal-battery-in-vineyard ${ai} terrain.prohibited A2410)
marengo_sample_problem(sample-austerlitz-illegal-skirmish-one-hex ${ai} formation.skirmish A0913)
marengo_sample_problem(sample-austerlitz-illegal-column-overstacked ${ai} stacking.limit A0716)
marengo_sample_problem(sample-austerlitz-illegal-small-carre ${ai} carre.increments A2322)
marengo_sample_problem(sample-austerlitz-illegal-formation-mix ${ai} stacking.formation-mix A0916)
marengo_sample_problem(sample-austerlitz-illegal-entry-off-edge ${ai} reinforcement.entry-edge B2804)
marengo_sample_problem(sample-austerlitz-illegal-start-in-zoi ${ai} zoi.start-in-enemy-zoi A1815)
marengo_sample_problem(sample-austerlitz-illegal-line-on-road-entry ${ai}
                       reinforcement.arrival-formation B1122)
marengo_sample_problem(sample-austerlitz-illegal-sight-blocked ${ai} sight.expected A0612)
marengo_cli_test(sample-austerlitz-illegal-sight-blocked-where EXIT 1 ARGS validate ${ai}
                 EXPECT "expected A0612 \\([^)]*\\) to see A2018 \\([^)]*\\), but the line is blocked at A1516 \\(higher ground, level 2\\)")

foreach(case formation.general-order-terrain:38 terrain.prohibited:56 formation.skirmish:26
             stacking.limit:28 carre.increments:55 stacking.formation-mix:33
             reinforcement.entry-edge:65 zoi.start-in-enemy-zoi:22
             reinforcement.arrival-formation:75 sight.expected:113)
    string(REPLACE ":" ";" parts ${case})
    list(GET parts 0 id)
    list(GET parts 1 line)
    marengo_sample_line(sample-austerlitz-illegal-line-${id} ${ai} ${id} ${line})
endforeach()
# Related locations: the stacking finding names both units' placements.
marengo_cli_test(sample-friedland-illegal-related EXIT 1 ARGS validate ${fi} --format json
                 EXPECT "\"id\":\"stacking\\.cavalry-with-infantry\",.*\"locations\":\\[\\{[^}]*\"line\":18,[^}]*\\},\\{[^}]*\"line\":24,")
# A pack: folders, several files, one report, the worst exit code.
marengo_cli_test(validate-pack EXIT 1 ARGS validate samples/friedland samples/gross-beeren/gross-beeren-bulow.scenario.xml
                 EXPECT "friedland-illegal.scenario.xml: 7 problem\\(s\\), not valid\n.*friedland-sortlack.scenario.xml: 0 problem\\(s\\), valid\n.*gross-beeren-bulow.scenario.xml: 0 problem\\(s\\), valid\n5 scenarios, 12 problem\\(s\\), 2 not valid")
marengo_cli_test(validate-pack-unreadable EXIT 2 ARGS validate samples/friedland tests/data/broken/22-missing-map.scenario.xml
                 EXPECT "22-missing-map.scenario.xml: cannot be read")
marengo_cli_test(validate-pack-json EXIT 1 ARGS validate samples/friedland --format json
                 EXPECT "^\\{\"errors\":11,\"warnings\":1,\"scenarios\":\\[\\{\"scenario\":\"samples/friedland/friedland-battle-illegal.scenario.xml\"")
marengo_cli_test(validate-empty-folder EXIT 2 ARGS validate docs/images EXPECT "holds no \\*\\.scenario\\.xml")
marengo_cli_test(validate-sarif-unreadable EXIT 2 ARGS validate tests/data/broken/22-missing-map.scenario.xml --format sarif
                 EXPECT "\"ruleId\":\"format\".*\"uri\":\"tests/data/broken/22-missing-map\\.scenario\\.xml\",\"uriBaseId\":\"%SRCROOT%\"\\},\"region\":\\{\"startLine\":3,\"startColumn\":3\\}")
marengo_cli_test(validate-sarif-outside-root EXIT 1 ARGS validate ${fi} --format sarif --root docs
                 EXPECT "\"uri\":\"file:///[^\"]*samples/friedland/friedland-illegal\\.scenario\\.xml\"")

# Each sample OOB exists as the OOB text it is imported from (docs/oob-text.md): importing the
# text gives the sample's XML byte for byte.
set(sample_oob_out ${CMAKE_CURRENT_BINARY_DIR}/sample-oob)
file(MAKE_DIRECTORY ${sample_oob_out})
foreach(o gross-beeren/prussian gross-beeren/vii-corps gross-beeren/army-of-berlin
        gross-beeren/army-of-the-north austerlitz/french austerlitz/allied
        austerlitz/grande-armee austerlitz/allied-army
        friedland/french-army friedland/russian-army)
    string(REPLACE "/" "-" n ${o})
    add_test(NAME "marengo: sample-oob-text-${n}"
             COMMAND ${CMAKE_COMMAND} -DMARENGO=$<TARGET_FILE:marengo>
                     -DTEXT=samples/${o}.oob.txt -DXML=samples/${o}.oob.xml
                     -DOUT=${sample_oob_out}/${n}.oob.xml -DWORKDIR=${PROJECT_SOURCE_DIR}
                     -P ${CMAKE_CURRENT_SOURCE_DIR}/oob_roundtrip.cmake)
    set_tests_properties("marengo: sample-oob-text-${n}" PROPERTIES LABELS cli)
endforeach()

# Generated samples: each generator script prints exactly its committed file (docs/samples.md).
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    set(sample_gen_out ${CMAKE_CURRENT_BINARY_DIR}/sample-gen)
    file(MAKE_DIRECTORY ${sample_gen_out})
    # NAME DIR SCRIPT "ARGS" EXPECTED
    set(sample_generators
        "friedland-map|samples/friedland|friedland_map.py|friedland.map.xml|friedland.map.xml"
        "friedland-battle|samples/friedland|friedland_battle.py||friedland-battle.scenario.xml"
        "friedland-battle-illegal|samples/friedland|friedland_battle.py|--illegal|friedland-battle-illegal.scenario.xml"
        "gross-beeren-map|samples/gross-beeren|gross_beeren_map.py|gross-beeren.map.xml|gross-beeren.map.xml"
        "gross-beeren-battle|samples/gross-beeren|gross_beeren_battle.py||gross-beeren-battle.scenario.xml"
        "gross-beeren-battle-illegal|samples/gross-beeren|gross_beeren_battle.py|--illegal|gross-beeren-battle-illegal.scenario.xml"
        "austerlitz-map|samples/austerlitz|austerlitz_map.py|austerlitz.map.xml|austerlitz.map.xml"
        "austerlitz-battle|samples/austerlitz|austerlitz_battle.py||austerlitz-battle.scenario.xml"
        "austerlitz-battle-illegal|samples/austerlitz|austerlitz_battle.py|--illegal|austerlitz-battle-illegal.scenario.xml")
    foreach(g ${sample_generators})
        string(REPLACE "|" ";" parts "${g}")
        list(GET parts 0 n)
        list(GET parts 1 dir)
        list(GET parts 2 script)
        list(GET parts 3 args)
        list(GET parts 4 expected)
        add_test(NAME "marengo: sample-generator-${n}"
                 COMMAND ${CMAKE_COMMAND} -DPYTHON=${Python3_EXECUTABLE} -DSCRIPT=${script}
                         "-DSCRIPT_ARGS=${args}" -DEXPECTED=${expected}
                         -DOUT=${sample_gen_out}/${n}.out -DWORKDIR=${PROJECT_SOURCE_DIR}/${dir}
                         -P ${CMAKE_CURRENT_SOURCE_DIR}/sample_generator.cmake)
        set_tests_properties("marengo: sample-generator-${n}" PROPERTIES LABELS cli)
    endforeach()
endif()
