// marengo: the command-line face of the Marengo engine (validate, info, checks...).
#include "cli/commands.hpp"

int main(int argc, char** argv) {
    using namespace marengo::cli;
    CLI::App app;
    setUpApp(app);
    // The commands, in the order of `marengo --help`.
    addInfo(app);
    addValidate(app);
    addNew(app);
    addChecks(app);
    addRender(app);
    addPrint(app);
    addLos(app);
    addViewshed(app);
    addReach(app);
    addCharge(app);
    addMelee(app);
    addCarre(app);
    addGenStress(app);
    addImportOob(app);
    addExportOob(app);
    addRulesParams(app);
    addFormat(app);
    addCompletion(app);
    return runCommandLine(app, argc, argv);
}
