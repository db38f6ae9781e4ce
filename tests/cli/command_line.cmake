# End-to-end tests of the command line itself: per-command help, `help CMD`, `--`, usage errors
# with "did you mean", -V, failed writes. Included from tests/cli/CMakeLists.txt.

# Every command's --help: its usage line and one of its options (or arguments).
foreach(pair info:--format validate:--severity new:--template checks:markdown render:--no-grid
             los:--night viewshed:--range charge:--change-at melee:--format carre:--fire-multiple
             gen-stress:--hexes
             import-oob:--nationality export-oob:--output rules-params:--format)
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 cmd)
    list(GET pair 1 option)
    marengo_cli_test(help-${cmd} EXIT 0 ARGS ${cmd} --help
                     EXPECT "^usage: marengo ${cmd}.*\n  -h, --help .*${option}")
endforeach()
marengo_cli_test(help-short EXIT 0 ARGS validate -h EXPECT "^usage: marengo validate SCENARIO")
marengo_cli_test(help-after-args EXIT 0 ARGS los ${sample} --help EXPECT "^usage: marengo los")
marengo_cli_test(help-command EXIT 0 ARGS help render EXPECT "^usage: marengo render.*--hex-size N")
marengo_cli_test(help-overview EXIT 0 ARGS help EXPECT "^usage: marengo <command>.*commands:.*  charge ")
marengo_cli_test(help-unknown-command EXIT 2 ARGS help valdate
                 EXPECT "unknown command 'valdate'; did you mean 'validate'\\?")
marengo_cli_test(version-short EXIT 0 ARGS -V EXPECT "^marengo [0-9]+\\.[0-9]+\\.[0-9]+\n$")

# `--` ends the options: after it, "--format" is a file name.
marengo_cli_test(end-of-options EXIT 0 ARGS info -- ${sample} EXPECT "side French")
marengo_cli_test(end-of-options-dash-file EXIT 2 ARGS info -- --format
                 EXPECT "marengo info: --format: unknown file kind")

# Usage errors: exit 2, what is wrong, and the closest name when there is one.
marengo_cli_test(did-you-mean-command EXIT 2 ARGS valdate ${sample}
                 EXPECT "^marengo: unknown command 'valdate'; did you mean 'validate'\\?")
marengo_cli_test(did-you-mean-option EXIT 2 ARGS validate ${sample} --formt json
                 EXPECT "^marengo validate: unknown option '--formt'; did you mean '--format'\\?")
marengo_cli_test(unknown-option-no-suggestion EXIT 2 ARGS checks --zzzzzz
                 EXPECT "unknown option '--zzzzzz' \\(see marengo checks --help\\)")
marengo_cli_test(flag-with-value EXIT 2 ARGS los tests/data/los/los.scenario.xml A0101 A0104 --night=yes
                 EXPECT "marengo los: option '--night' takes no value")
marengo_cli_test(option-without-value EXIT 2 ARGS viewshed tests/data/los/los.scenario.xml A0604 --range
                 EXPECT "marengo viewshed: option '--range' needs a value")
marengo_cli_test(extra-argument EXIT 2 ARGS info ${sample} ${sample}
                 EXPECT "marengo info: unexpected argument")

# A failed write is exit 2 with a message, for stdout and for -o.
if(EXISTS /dev/full)
    marengo_cli_test(stdout-full EXIT 2 ARGS checks STDOUT /dev/full
                     EXPECT "marengo checks: cannot write the output")
    marengo_cli_test(help-stdout-full EXIT 2 ARGS validate --help STDOUT /dev/full
                     EXPECT "cannot write the output")
    marengo_cli_test(output-full EXIT 2 ARGS export-oob samples/friedland/french.oob.xml -o /dev/full
                     EXPECT "marengo export-oob: cannot write '/dev/full': No space left on device")
endif()

# A scenario that loads with errors gives no line of sight: exit 2.
marengo_cli_test(los-load-errors EXIT 2 ARGS los ${data}/errors.scenario.xml A0101 A0102
                 EXPECT "errors.scenario.xml:[0-9]+:[0-9]+: error: .*does not load without errors")
marengo_cli_test(viewshed-load-errors EXIT 2 ARGS viewshed ${data}/errors.scenario.xml A0101 --range 2
                 EXPECT "does not load without errors")
