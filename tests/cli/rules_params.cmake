# `marengo rules-params` against the parameter table: every row of engine/profile/params.def is
# listed with its default, meaning, type and range; a value outside a key's range is refused with
# its position. Included from tests/cli/CMakeLists.txt; the script is rules_params_check.cmake.
add_test(NAME "marengo: rules-params lists every row of params.def"
         COMMAND ${CMAKE_COMMAND} -DMARENGO=$<TARGET_FILE:marengo>
                 -DDEF=${PROJECT_SOURCE_DIR}/engine/profile/params.def
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/rules_params_check.cmake)
set_tests_properties("marengo: rules-params lists every row of params.def" PROPERTIES LABELS cli)
marengo_cli_test(rules-params-out-of-range EXIT 1
                 ARGS rules-params tests/data/broken/33-turn-minutes-zero.rules.xml
                 EXPECT "33-turn-minutes-zero.rules.xml:3:[0-9]+: error: time.turn-minutes 0 is out of range \\(expected 1 to 1440\\)")
