# Runs `marengo` and checks its exit code and output. Called by CTest as
#   cmake -DMARENGO=<exe> -DARGS=<a|b|c> -DEXPECT_EXIT=<n> [-DEXPECT=<regex>] [-DREJECT=<regex>]
#         -DWORKDIR=<dir> [-DSTDOUT=<file>] -P run_cli.cmake
# With STDOUT, the standard output goes to that file (/dev/full) instead of being checked.
string(REPLACE "|" ";" args "${ARGS}")
if(DEFINED STDOUT)
    execute_process(COMMAND ${MARENGO} ${args} WORKING_DIRECTORY ${WORKDIR}
                    RESULT_VARIABLE rc OUTPUT_FILE ${STDOUT} ERROR_VARIABLE err)
else()
    execute_process(COMMAND ${MARENGO} ${args} WORKING_DIRECTORY ${WORKDIR}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
set(all "${out}${err}")
message(STATUS "exit ${rc}\n${all}")
if(NOT rc STREQUAL EXPECT_EXIT)
    message(FATAL_ERROR "expected exit ${EXPECT_EXIT}, got ${rc}")
endif()
if(DEFINED EXPECT AND NOT all MATCHES "${EXPECT}")
    message(FATAL_ERROR "output does not match '${EXPECT}'")
endif()
if(DEFINED REJECT AND all MATCHES "${REJECT}")
    message(FATAL_ERROR "output matches '${REJECT}', which it must not")
endif()
