# The check catalogue (engine/checks) is the one place a check is described; docs/rules.md
# carries a copy of `marengo checks --format markdown`. This script fails, printing the table to
# paste, when the copy differs. Run with -DMARENGO=<marengo> -DDOC=<docs/rules.md>.
if(NOT DEFINED MARENGO OR NOT DEFINED DOC)
    message(FATAL_ERROR "check_table.cmake: -DMARENGO=... and -DDOC=... are required")
endif()
execute_process(COMMAND ${MARENGO} checks --format markdown OUTPUT_VARIABLE table
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR table STREQUAL "")
    message(FATAL_ERROR "marengo checks --format markdown failed (${rc})")
endif()
file(READ ${DOC} doc)
string(FIND "${doc}" "${table}" at)
if(at EQUAL -1)
    message(NOTICE "the check table of docs/rules.md should read:\n${table}")
    message(FATAL_ERROR "docs/rules.md's check table differs from the catalogue (expected above)")
endif()
