# docs/rules.md against the check catalogue: every id that `marengo checks` lists appears in the
# document's catalogue table, no id the catalogue has dropped, and the table is the catalogue's
# verbatim. Included from
# tests/cli/CMakeLists.txt; the script itself is tests/cli/rules_doc_check.cmake.
add_test(NAME "marengo: docs/rules.md lists the check catalogue"
         COMMAND ${CMAKE_COMMAND} -DMARENGO=$<TARGET_FILE:marengo>
                 -DDOC=${PROJECT_SOURCE_DIR}/docs/rules.md
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/rules_doc_check.cmake)
set_tests_properties("marengo: docs/rules.md lists the check catalogue" PROPERTIES LABELS cli)
