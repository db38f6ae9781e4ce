# Writes `marengo validate --format sarif` of each input and runs Microsoft's SARIF validator
# (`Sarif.Multitool validate`) on all of them; fails on any error or warning it reports. Called by
# CTest as
#   cmake -DMARENGO=<exe> -DMULTITOOL=<exe> [-DRULE_KIND=Gh] -DINPUTS=<a|b|c> -DOUT=<dir>
#         -DWORKDIR=<dir> -P sarif_validate.cmake
# An input is a scenario file or a folder (a pack); paths are relative to WORKDIR.
if(NOT MULTITOOL)
    message(FATAL_ERROR "Sarif.Multitool not found: run .ci/deps (it installs "
                        "@microsoft/sarif-multitool-linux from npm), then configure again")
endif()
string(REPLACE "|" ";" inputs "${INPUTS}")
file(MAKE_DIRECTORY ${OUT})
set(reports "")
foreach(in IN LISTS inputs)
    string(REGEX REPLACE "[^A-Za-z0-9]+" "-" name "${in}")
    set(report ${OUT}/${name}.sarif)
    execute_process(COMMAND ${MARENGO} validate ${in} --format sarif WORKING_DIRECTORY ${WORKDIR}
                    RESULT_VARIABLE rc OUTPUT_FILE ${report} ERROR_VARIABLE err)
    if(NOT rc MATCHES "^[012]$")
        message(FATAL_ERROR "marengo validate ${in} --format sarif: exit ${rc}\n${err}")
    endif()
    file(SIZE ${report} size)
    if(size EQUAL 0)
        message(FATAL_ERROR "marengo validate ${in} --format sarif wrote nothing (exit ${rc})")
    endif()
    list(APPEND reports ${report})
endforeach()
set(kind "")
if(RULE_KIND)
    set(kind --rule-kind ${RULE_KIND})
endif()
execute_process(COMMAND ${MULTITOOL} validate ${reports} ${kind} --output ${OUT}/validation.sarif
                        --log ForceOverwrite
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}${err}")
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "Sarif.Multitool validate: exit ${rc}")
endif()
if("${out}${err}" MATCHES ": (error|warning) [A-Z]+[0-9]+:")
    message(FATAL_ERROR "Sarif.Multitool reports errors or warnings (see above)")
endif()
