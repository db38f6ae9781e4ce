# SARIF that Microsoft's validator accepts with nothing to say, under its default rules and
# GitHub's (`--rule-kind Gh`): the reports of every sample, teaching variant and broken file, and
# of the whole samples/ pack. .ci/deps installs the validator from npm into /opt/marengo-tools.
find_program(SARIF_MULTITOOL NAMES Sarif.Multitool sarif-multitool-linux
             HINTS $ENV{MARENGO_TOOLS}/node_modules/@microsoft/sarif-multitool-linux
                   /opt/marengo-tools/node_modules/@microsoft/sarif-multitool-linux)
file(GLOB sarif_inputs RELATIVE ${PROJECT_SOURCE_DIR}
     ${PROJECT_SOURCE_DIR}/samples/*/*.scenario.xml ${PROJECT_SOURCE_DIR}/tests/data/broken/*.xml
     ${PROJECT_SOURCE_DIR}/tests/data/cli/*.scenario.xml)
list(SORT sarif_inputs)
list(APPEND sarif_inputs samples)
string(REPLACE ";" "|" sarif_joined "${sarif_inputs}")
foreach(kind default Gh)
    set(rule_kind "")
    if(kind STREQUAL "Gh")
        set(rule_kind -DRULE_KIND=Gh)
    endif()
    add_test(NAME "marengo: sarif-validator-${kind}"
             COMMAND ${CMAKE_COMMAND} -DMARENGO=$<TARGET_FILE:marengo>
                     -DMULTITOOL=${SARIF_MULTITOOL} ${rule_kind} "-DINPUTS=${sarif_joined}"
                     -DOUT=${CMAKE_CURRENT_BINARY_DIR}/sarif-${kind} -DWORKDIR=${PROJECT_SOURCE_DIR}
                     -P ${CMAKE_CURRENT_SOURCE_DIR}/sarif_validate.cmake)
    set_tests_properties("marengo: sarif-validator-${kind}" PROPERTIES LABELS cli)
endforeach()
