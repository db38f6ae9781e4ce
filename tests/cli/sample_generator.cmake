# Runs a sample's generator script and compares what it prints with the committed file, byte for
# byte (the generator must produce exactly the committed file). Called by CTest as
#   cmake -DPYTHON=<python3> -DSCRIPT=<x.py> "-DSCRIPT_ARGS=a|b" -DEXPECTED=<file>
#         -DOUT=<written> -DWORKDIR=<dir> -P sample_generator.cmake
string(REPLACE "|" ";" script_args "${SCRIPT_ARGS}")
execute_process(COMMAND ${PYTHON} ${SCRIPT} ${script_args} WORKING_DIRECTORY ${WORKDIR}
                OUTPUT_FILE ${OUT} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc STREQUAL "0")
    message(FATAL_ERROR "${SCRIPT} ${script_args} failed with exit ${rc}\n${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${EXPECTED}
                WORKING_DIRECTORY ${WORKDIR} RESULT_VARIABLE same)
if(NOT same STREQUAL "0")
    message(FATAL_ERROR "${OUT} differs from ${EXPECTED}: the generator no longer writes the committed file")
endif()
