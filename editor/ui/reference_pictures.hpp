#pragma once
// The pictures of the map's reference images for the canvas: resolved against the map file's
// folder (formats::referenceFiles, the same rule as `marengo render --reference`), each read
// once on a worker thread so that a 10,000 px scan never freezes the window; the canvas draws
// the ones that are ready and repaints when another arrives. What cannot be drawn (moved,
// refused, not a picture) is a located warning for the issues pane.
#include "formats/formats.hpp"
#include "render/map_renderer.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace marengo::editor {

class ReferencePictures {
public:
    ReferencePictures();
    /// Waits for the pictures still being read.
    ~ReferencePictures();
    ReferencePictures(const ReferencePictures&) = delete;
    ReferencePictures& operator=(const ReferencePictures&) = delete;

    /// The layers to draw for `map`, whose file is `mapFile` (empty for a map not saved yet:
    /// nothing is drawn). Starts reading a picture not asked for before.
    std::vector<render::ReferenceLayer> layers(const Map& map, const SourceMap& sources,
                                               const std::filesystem::path& mapFile);
    /// The pictures of `map` that cannot be drawn, each a located warning.
    std::vector<formats::Diagnostic> warnings(const Map& map, const SourceMap& sources,
                                              const std::filesystem::path& mapFile);
    /// The picture of a file (nullptr while it is read or when it cannot be) and its size.
    std::shared_ptr<const render::ReferencePicture> picture(const std::filesystem::path& file);
    /// True while some picture is being read.
    bool loading() const;
    /// Forgets every picture and path (a file changed on disk is read again when next asked
    /// for); done when a battle is opened.
    void clear();

    /// Called on the GUI thread each time a picture has been read or has failed.
    std::function<void()> onLoaded;

private:
    struct Entry {
        std::shared_ptr<const render::ReferencePicture> picture;
        std::string error;
        bool loading = false;
    };
    struct Alive {
    }; ///< the workers hold a weak pointer to it: results for a gone owner are dropped
    void deliver(const std::filesystem::path& file,
                 std::shared_ptr<const render::ReferencePicture> picture, std::string error);
    std::vector<formats::ReferenceFile> resolve(const Map& map, const SourceMap& sources,
                                                const std::filesystem::path& mapFile,
                                                std::vector<formats::Diagnostic>* refused);

    /// The last resolve(): for these hrefs of this map file, these files and refusals.
    struct Resolved {
        std::vector<std::string> hrefs;
        std::filesystem::path mapFile;
        std::vector<formats::ReferenceFile> files;
        std::vector<formats::Diagnostic> refused;
    };
    Resolved m_resolved;
    std::map<std::filesystem::path, Entry> m_entries;
    std::vector<std::thread> m_workers;
    std::shared_ptr<Alive> m_alive;
};

} // namespace marengo::editor
