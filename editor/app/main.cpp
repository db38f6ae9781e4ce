// marengo-editor: main() only; everything else is in editor_lib so tests can drive it.
#include "editor/app/editor_app.hpp"

wxIMPLEMENT_APP(marengo::editor::EditorApp);
