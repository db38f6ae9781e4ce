#pragma once
// Map > Reference Images: the scans a map is traced from. Import a PNG or JPEG (kept as a path
// relative to the map file), show or hide it, set its opacity, lock it, remove it, and calibrate
// it: click a point of the scan on the map, then the hex where it belongs; two points fix
// scale, rotation and position, three or more fit a scan that is askew or stretched (least
// squares, residual shown per point). Modeless, so points are picked on the map; every change
// is one undo step (edit::setReferenceImages).
#include "editor/ui/dialogs/hex_picker.hpp"
#include "editor/ui/editor_context.hpp"
#include "engine/map/reference_image.hpp"

#include <wx/dialog.h>
#include <wx/timer.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxCheckBox;
class wxListBox;
class wxListCtrl;
class wxSlider;
class wxStaticText;

namespace marengo::editor {

/// Adds the scan at `file` to the map, laid over the whole map with its proportions kept, as
/// one "Import Reference Image" step. A scan outside the map's folder is copied into it first
/// when `copyOutside` (else refused). Returns the error ("" on success).
std::string importReferenceImage(EditorContext& ctx, const std::filesystem::path& file,
                                 bool copyOutside);

/// File > Import Reference Image: asks for a PNG or JPEG (asks again before copying one from
/// outside the map's folder into it), imports it, and says what went wrong in a message box.
/// True when a scan was added.
bool chooseAndImportReferenceImage(wxWindow* parent, EditorContext& ctx);

class ReferenceImagesDialog : public wxDialog {
public:
    static constexpr const char* kWindowName = "marengo-reference-images";

    ReferenceImagesDialog(wxWindow* parent, EditorContext& ctx);
    ~ReferenceImagesDialog() override;

    /// The image the controls edit (-1 when the map has none).
    int current() const { return m_current; }
    void select(int index);
    void setVisible(bool on);
    void setLocked(bool on);
    /// Opacity in percent, committed as one step.
    void setOpacity(int percent);
    void remove();

    /// A calibration point: `imagePixel` of the scan belongs at `hex`'s centre.
    void addTie(Point imagePixel, HexId hex);
    /// Starts picking a point of the scan, then its hex, on the map.
    void pickTie();
    void removeTie(int index);
    std::size_t tieCount() const { return m_ties.size(); }
    /// The placement the points give (none with fewer than two, or degenerate ones).
    std::optional<AffineFit> fit() const;
    /// Applies the fit to the image ("Calibrate Reference Image"); false when there is none or
    /// the image is locked.
    bool applyFit();
    /// The fit's summary line, as shown.
    wxString fitText() const;
    const HexPicker& picker() const { return m_picker; }

    /// Fills the controls from the map (after any change, also undo).
    void refresh();

private:
    void commit(std::vector<ReferenceImage> images, const std::string& name);
    void showTies();

    EditorContext* m_ctx;
    int m_current = -1;
    struct Tie {
        Point image; ///< scan pixel
        HexId hex;
    };
    std::vector<Tie> m_ties;        ///< of the current image, while the dialog is open
    std::string m_tiesFor;          ///< the href of the image the points were picked on
    std::size_t m_tiesListSize = 0; ///< how many images the map had then
    wxListBox* m_list;
    wxCheckBox* m_visible;
    wxCheckBox* m_locked;
    wxSlider* m_opacity;
    wxStaticText* m_opacityText;
    wxListCtrl* m_tieList;
    wxStaticText* m_fitText;
    wxButton* m_remove;
    wxButton* m_addTie;
    wxButton* m_removeTie;
    wxButton* m_apply;
    wxTimer m_opacityTimer; ///< commits the slider once it rests, not at every step of a drag
    HexPicker m_picker;
    int m_listener = -1; ///< refreshes after every change of the document (undo too)
};

} // namespace marengo::editor
