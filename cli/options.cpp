#include "cli/options.hpp"

namespace marengo::cli {

std::optional<std::string> Options::get(const std::string& name) const {
    auto it = values.find(name);
    if (it == values.end())
        return std::nullopt;
    return it->second;
}

Options parseOptions(const std::vector<std::string>& args, const std::set<std::string>& withValue,
                     const std::set<std::string>& flags) {
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i] == "-o" ? std::string("--output") : args[i];
        if (a.rfind("--", 0) != 0 || a == "--") {
            o.positional.push_back(a);
            continue;
        }
        std::string name = a.substr(2), value;
        bool hasValue = false;
        if (auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            hasValue = true;
        }
        if (flags.count(name) && !hasValue) {
            o.values[name] = "1";
            continue;
        }
        if (!withValue.count(name)) {
            o.error = "unknown option '--" + name + "'";
            return o;
        }
        if (!hasValue) {
            if (i + 1 >= args.size()) {
                o.error = "option '--" + name + "' needs a value";
                return o;
            }
            value = args[++i];
        }
        o.values[name] = value;
    }
    return o;
}

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t comma = s.find(',', start);
        if (comma == std::string::npos)
            comma = s.size();
        if (comma > start)
            out.push_back(s.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

} // namespace marengo::cli
