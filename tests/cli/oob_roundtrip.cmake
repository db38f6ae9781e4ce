# Imports an OOB text and compares the XML written with the sample's XML, byte for byte. Called
# by CTest as
#   cmake -DMARENGO=<exe> -DTEXT=<x.oob.txt> -DXML=<x.oob.xml> -DOUT=<written.oob.xml>
#         -DWORKDIR=<dir> -P oob_roundtrip.cmake
execute_process(COMMAND ${MARENGO} import-oob ${TEXT} -o ${OUT} WORKING_DIRECTORY ${WORKDIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "import-oob ${TEXT}: exit ${rc}\n${out}${err}")
if(NOT rc STREQUAL "0")
    message(FATAL_ERROR "import-oob ${TEXT} failed with exit ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${XML} WORKING_DIRECTORY ${WORKDIR}
                RESULT_VARIABLE same)
if(NOT same STREQUAL "0")
    message(FATAL_ERROR "${OUT} differs from ${XML}: the OOB text no longer imports to the sample XML")
endif()
