# Runs xmllint on FILE against SCHEMA and passes only when the file is well-formed but invalid
# (xmllint exit code 3; 1 would be malformed XML, 5 a schema that does not compile) and the
# messages contain the fragment named in the file's "<!-- expect: ... -->" comment.
foreach(var XMLLINT SCHEMA FILE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "expect_invalid.cmake: -D${var}=... is required")
    endif()
endforeach()

file(READ ${FILE} content)
if(NOT content MATCHES "<!-- expect: ([^\n]*[^ \n]) -->")
    message(FATAL_ERROR "${FILE}: no '<!-- expect: ... -->' comment saying why it is invalid")
endif()
set(expected "${CMAKE_MATCH_1}")

execute_process(COMMAND ${XMLLINT} --noout --schema ${SCHEMA} ${FILE}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 3)
    message(FATAL_ERROR "${FILE}: xmllint exit code ${rc}, expected 3 (invalid against the schema)\n${out}${err}")
endif()
string(FIND "${out}${err}" "${expected}" at)
if(at EQUAL -1)
    message(FATAL_ERROR "${FILE}: rejected, but not with '${expected}':\n${out}${err}")
endif()
message(STATUS "rejected as expected: ${expected}")
