#include "editor/ui/reference_pictures.hpp"

#include <wx/app.h>

namespace marengo::editor {

ReferencePictures::ReferencePictures() : m_alive(std::make_shared<Alive>()) {}

ReferencePictures::~ReferencePictures() {
    m_alive.reset();
    for (std::thread& t : m_workers)
        t.join();
}

std::vector<formats::ReferenceFile>
ReferencePictures::resolve(const Map& map, const SourceMap& sources,
                           const std::filesystem::path& mapFile,
                           std::vector<formats::Diagnostic>* refused) {
    if (mapFile.empty() || map.references().empty())
        return {};
    // Every repaint asks: the paths (and their link checks on disk) are worked out again only
    // when the map's images or its file change.
    std::vector<std::string> hrefs;
    for (const ReferenceImage& r : map.references())
        hrefs.push_back(r.href);
    if (hrefs != m_resolved.hrefs || mapFile != m_resolved.mapFile) {
        m_resolved.hrefs = std::move(hrefs);
        m_resolved.mapFile = mapFile;
        m_resolved.refused.clear();
        // A scenario opened with its outside references confirmed has its map outside too; its
        // images follow the map's own folder rule, as `marengo render --reference` does.
        m_resolved.files = formats::referenceFiles(map, sources, mapFile, {}, m_resolved.refused);
    }
    if (refused)
        refused->insert(refused->end(), m_resolved.refused.begin(), m_resolved.refused.end());
    return m_resolved.files;
}

std::shared_ptr<const render::ReferencePicture>
ReferencePictures::picture(const std::filesystem::path& file) {
    auto [it, added] = m_entries.try_emplace(file);
    if (!added)
        return it->second.picture;
    it->second.loading = true;
    std::weak_ptr<Alive> alive = m_alive;
    m_workers.emplace_back([this, alive, file] {
        std::string error;
        auto picture = render::ReferencePicture::load(file, error);
        wxTheApp->CallAfter([this, alive, file, picture, error] {
            if (alive.lock())
                deliver(file, picture, error);
        });
    });
    return nullptr;
}

void ReferencePictures::deliver(const std::filesystem::path& file,
                                std::shared_ptr<const render::ReferencePicture> picture,
                                std::string error) {
    auto it = m_entries.find(file);
    if (it == m_entries.end())
        return; // cleared meanwhile
    it->second = {std::move(picture), std::move(error), false};
    if (onLoaded)
        onLoaded();
}

bool ReferencePictures::loading() const {
    for (const auto& [file, e] : m_entries)
        if (e.loading)
            return true;
    return false;
}

void ReferencePictures::clear() {
    m_entries.clear();
    m_resolved = {};
}

std::vector<render::ReferenceLayer>
ReferencePictures::layers(const Map& map, const SourceMap& sources,
                          const std::filesystem::path& mapFile) {
    const auto files = resolve(map, sources, mapFile, nullptr);
    std::map<std::string, std::filesystem::path, std::less<>> pathOf;
    for (std::size_t i = 0; i < files.size(); ++i)
        if (!files[i].path.empty())
            pathOf.emplace(map.references()[i].href, files[i].path);
    // Only the visible ones are asked for, so a hidden scan is not read.
    return render::referenceLayers(
        map, [&](const std::string& href) -> std::shared_ptr<const render::ReferencePicture> {
            auto it = pathOf.find(href);
            return it == pathOf.end() ? nullptr : picture(it->second);
        });
}

std::vector<formats::Diagnostic> ReferencePictures::warnings(const Map& map,
                                                             const SourceMap& sources,
                                                             const std::filesystem::path& mapFile) {
    std::vector<formats::Diagnostic> out;
    const auto files = resolve(map, sources, mapFile, &out);
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (files[i].path.empty())
            continue;
        auto it = m_entries.find(files[i].path);
        if (it != m_entries.end() && !it->second.loading && !it->second.picture)
            out.push_back(files[i].warning(map.references()[i].href, it->second.error));
    }
    return out;
}

} // namespace marengo::editor
