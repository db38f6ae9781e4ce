# End-to-end tests of `marengo import-oob` and `marengo export-oob` (docs/oob-text.md) against the
# Friedland sample OOB texts and tests/data/oob_text. Outputs go to the build tree.
set(oobdata tests/data/oob_text)
set(oobout ${CMAKE_CURRENT_BINARY_DIR}/oob)
file(MAKE_DIRECTORY ${oobout})

# A test that compares two files byte for byte.
function(marengo_oob_same name a b)
    add_test(NAME "marengo: ${name}" COMMAND ${CMAKE_COMMAND} -E compare_files ${a} ${b})
    set_tests_properties("marengo: ${name}" PROPERTIES LABELS cli)
endfunction()

# The sample texts import; the XML is byte-identical to the sample XML written by Marengo (the
# sample files add a leading comment, so compare with sample XML -> text -> XML).
foreach(side french russian)
    marengo_cli_test(import-oob-${side} EXIT 0
                     ARGS import-oob samples/friedland/${side}.oob.txt -o ${oobout}/${side}.oob.xml
                     EXPECT "wrote .*${side}.oob.xml: side [A-Z][a-z]+, [0-9]+ units")
    marengo_cli_test(export-oob-${side} EXIT 0
                     ARGS export-oob samples/friedland/${side}.oob.xml -o ${oobout}/${side}-export.oob.txt
                     EXPECT "wrote .*${side}-export.oob.txt")
    marengo_cli_test(import-oob-${side}-exported EXIT 0
                     ARGS import-oob ${oobout}/${side}-export.oob.txt -o ${oobout}/${side}-export.oob.xml)
    marengo_cli_test(export-oob-${side}-imported EXIT 0
                     ARGS export-oob ${oobout}/${side}.oob.xml -o ${oobout}/${side}-again.oob.txt)
    marengo_oob_same(import-oob-${side}-matches-sample ${oobout}/${side}.oob.xml
                     ${oobout}/${side}-export.oob.xml)
    marengo_oob_same(export-oob-${side}-stable ${oobout}/${side}-export.oob.txt
                     ${oobout}/${side}-again.oob.txt)
    set_tests_properties("marengo: import-oob-${side}" PROPERTIES FIXTURES_SETUP oob_${side}_imported)
    set_tests_properties("marengo: export-oob-${side}" PROPERTIES FIXTURES_SETUP oob_${side}_exported)
    set_tests_properties("marengo: import-oob-${side}-exported" PROPERTIES
                         FIXTURES_REQUIRED oob_${side}_exported FIXTURES_SETUP oob_${side}_round)
    set_tests_properties("marengo: export-oob-${side}-imported" PROPERTIES
                         FIXTURES_REQUIRED oob_${side}_imported FIXTURES_SETUP oob_${side}_again)
    set_tests_properties("marengo: import-oob-${side}-matches-sample" PROPERTIES
                         FIXTURES_REQUIRED "oob_${side}_imported;oob_${side}_round")
    set_tests_properties("marengo: export-oob-${side}-stable" PROPERTIES
                         FIXTURES_REQUIRED "oob_${side}_exported;oob_${side}_again")
endforeach()

marengo_cli_test(import-oob-stdout EXIT 0 ARGS import-oob samples/friedland/russian.oob.txt
                 EXPECT "<oob version=.1. side=.Russian. nationality=.Russian." REJECT "wrote")
marengo_cli_test(export-oob-stdout EXIT 0 ARGS export-oob samples/friedland/russian.oob.xml
                 EXPECT "side: Russian.*army ru .Russian Army. cdr Bennigsen")

# Every error of the file in one run, with line and column; nothing written.
marengo_cli_test(import-oob-errors EXIT 1 ARGS import-oob ${oobdata}/broken.oob.txt -o ${oobout}/broken.oob.xml
                 EXPECT "broken.oob.txt:15:34: error: morale 47 is not a d66 number.*broken.oob.txt:16:32: error: expected 5 values.*broken.oob.txt:18:11: error: unknown unit kind 'batallion'.*broken.oob.txt:19:1: error: indented 11 spaces.*broken.oob.txt:23:14: error: unit id '69l-2' is used twice.*broken.oob.txt:28:7: error: battery 'fr-vi-1-a' needs its type.*6 error\\(s\\).*nothing written"
                 REJECT "wrote")
# A failed import leaves an existing target untouched.
add_test(NAME "marengo: import-oob-untouched-setup"
         COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/${oobdata}/sentinel.oob.xml
                 ${oobout}/untouched.oob.xml)
set_tests_properties("marengo: import-oob-untouched-setup" PROPERTIES LABELS cli
                     FIXTURES_SETUP oob_untouched)
marengo_cli_test(import-oob-untouched EXIT 1
                 ARGS import-oob ${oobdata}/broken.oob.txt -o ${oobout}/untouched.oob.xml
                 EXPECT "nothing written")
set_tests_properties("marengo: import-oob-untouched" PROPERTIES FIXTURES_REQUIRED oob_untouched
                     FIXTURES_SETUP oob_untouched_run)
marengo_oob_same(import-oob-untouched-check ${PROJECT_SOURCE_DIR}/${oobdata}/sentinel.oob.xml
                 ${oobout}/untouched.oob.xml)
set_tests_properties("marengo: import-oob-untouched-check" PROPERTIES
                     FIXTURES_REQUIRED "oob_untouched;oob_untouched_run")

marengo_cli_test(import-oob-missing EXIT 2 ARGS import-oob ${oobdata}/no-such.oob.txt -o ${oobout}/x.oob.xml
                 EXPECT "no-such.oob.txt: error: cannot open")
marengo_cli_test(import-oob-no-side EXIT 1 ARGS import-oob ${oobdata}/no-side.oob.txt
                 EXPECT "no side: add a line 'side: French'")
marengo_cli_test(import-oob-side-option EXIT 0 ARGS import-oob ${oobdata}/no-side.oob.txt --side Allied
                 --nationality Saxon EXPECT "side=.Allied. nationality=.Saxon.")
marengo_cli_test(import-oob-csv EXIT 0
                 ARGS import-oob ${oobdata}/wurttemberg.csv --side French -o ${oobout}/wurttemberg.oob.xml
                 EXPECT "wrote .*wurttemberg.oob.xml: side French, 8 units")
marengo_cli_test(import-oob-csv-unknown-column EXIT 1 ARGS import-oob ${oobdata}/unknown-column.csv --side French
                 EXPECT "unknown-column.csv:1:24: error: unknown column 'moral'.*did you mean 'morale'")
marengo_cli_test(import-oob-format-text EXIT 1 ARGS import-oob ${oobdata}/wurttemberg.csv --side French
                 --format text EXPECT "wurttemberg.csv:1:1: error: unknown unit kind")
marengo_cli_test(import-oob-bad-format EXIT 2 ARGS import-oob ${oobdata}/no-side.oob.txt --format xml
                 EXPECT "--format must be text or csv")
marengo_cli_test(import-oob-usage EXIT 2 ARGS import-oob EXPECT "import-oob takes one OOB text or CSV file")
marengo_cli_test(export-oob-missing EXIT 2 ARGS export-oob ${oobdata}/no-such.oob.xml EXPECT "cannot open")
marengo_cli_test(export-oob-not-an-oob EXIT 2 ARGS export-oob samples/friedland/friedland.map.xml
                 EXPECT "friedland.map.xml")
marengo_cli_test(export-oob-errors EXIT 1 ARGS export-oob ${oobdata}/bad-morale.oob.xml -o ${oobout}/bad.txt
                 EXPECT "bad-morale.oob.xml:4:[0-9]+: error: morale 47.*nothing written" REJECT "wrote")
