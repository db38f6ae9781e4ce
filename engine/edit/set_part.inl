#pragma once
// Implementation of edit::setPart (a template, so it lives in the header).
#include "checks/registry.hpp"

namespace marengo::edit {

namespace detail {
template <class T> class SetPart final : public Command {
public:
    SetPart(std::string name, T Scenario::*part, T value, unsigned what)
        : m_name(std::move(name)), m_part(part), m_value(std::move(value)), m_what(what) {}
    std::string name() const override { return m_name; }
    CommandPtr apply(Scenario& s, Change& change) override {
        T old = std::move(s.*m_part);
        s.*m_part = std::move(m_value);
        change.what |= m_what;
        change.everything = true;
        return std::make_unique<SetPart>(m_name, m_part, std::move(old), m_what);
    }

private:
    std::string m_name;
    T Scenario::*m_part;
    T m_value;
    unsigned m_what;
};
} // namespace detail

template <class T>
CommandPtr setPart(std::string name, T Scenario::*part, T value, unsigned what) {
    return std::make_unique<detail::SetPart<T>>(std::move(name), part, std::move(value), what);
}

} // namespace marengo::edit
