// The values of a carré in one hex (Berlin 1813, Premier Rules (July 2021), p.17, Forming
// Carré): may it form, its fire, the enemy's melee against it, its morale, each from the profile.
#include "engine/rules/carre_values.hpp"
#include "rules_fixtures.hpp"

#include <string>
#include <vector>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;
using rules_test::walk;
using S = HexSide;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0,
          int melee = 0) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    u.melee = melee;
    u.morale = arm == Arm::None ? 0 : 42;
    u.movement = 6;
    return u;
}

Placement at(std::string id, HexId hex, Formation f, Facing facing = {}) {
    Placement p;
    p.unit = std::move(id);
    p.hex = hex;
    p.formation = f;
    p.facing = facing;
    return p;
}

/// Russian infantry `ru1` (6 increments, melee 7) and `ru2` (5); French cavalry `fc` (6, melee
/// 12), lancers `fl` (4, melee 9, lance bonus 2), infantry `fi` (7, melee 8) and `fi2`.
Scenario battle() {
    Scenario s;
    s.map = clearMap();
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(fr.add(unit("fc", Echelon::Regiment, Arm::Cavalry, "fr", 6, 12)).ok());
    Unit lancers = unit("fl", Echelon::Regiment, Arm::Cavalry, "fr", 4, 9);
    lancers.lanceBonus = 2;
    REQUIRE(fr.add(lancers).ok());
    REQUIRE(fr.add(unit("fi", Echelon::Battalion, Arm::Infantry, "fr", 7, 8)).ok());
    REQUIRE(fr.add(unit("fi2", Echelon::Battalion, Arm::Infantry, "fr", 7, 8)).ok());
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(ru.add(unit("ru1", Echelon::Battalion, Arm::Infantry, "ru", 6, 7)).ok());
    REQUIRE(ru.add(unit("ru2", Echelon::Battalion, Arm::Infantry, "ru", 5, 7)).ok());
    s.oobs = {fr, ru};
    return s;
}

const CarreAssailant* assailant(const CarreValues& v, std::string_view id) {
    for (const CarreAssailant& a : v.assailants)
        if (a.unit->id == id)
            return &a;
    return nullptr;
}

bool mentions(const Verdict& v, std::string_view what) {
    for (const std::string& why : v.reasons)
        if (why.find(what) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("carré values: fire, melee against it, morale", "[rules][carre]") {
    Scenario s = battle();
    const HexId hex = s.map.id({5, 5});
    const HexId north = walk(s.map, hex, {S::N});
    const HexId south = walk(s.map, hex, {S::S});
    const HexId west = walk(s.map, hex, {S::NW});
    s.setup.push_back(at("ru1", hex, Formation::Carre));
    s.setup.push_back(at("fc", hex, Formation::Column, Facing::side(S::N)));
    s.setup.push_back(at("fl", north, Formation::Column, Facing::side(S::S)));
    s.setup.push_back(at("fi", south, Formation::Column, Facing::side(S::N)));
    s.setup.push_back(at("fi2", west, Formation::Column, Facing::side(S::NW))); // back to it

    auto v = carreValues(s, hex, 4);
    REQUIRE(v);
    CHECK(v->side == "Russian");
    CHECK(v->inCarre);
    CHECK(v->mayForm.allowed);
    CHECK(v->increments == 6);
    CHECK(v->fire == 8);             // 6 / 3 = 2 increments x 4
    CHECK(v->fireWithCavalry == 24); // all 6 x 4 with the hussars in the hex
    CHECK(v->enemyCavalryInHex);
    REQUIRE(v->infantry.size() == 1);
    CHECK(v->infantry[0].moraleInCarre == 32); // 42 - 6 in d66 steps
    CHECK(v->moraleModifier == -6);

    REQUIRE(assailant(*v, "fc"));
    CHECK(assailant(*v, "fc")->inHex);
    CHECK(assailant(*v, "fc")->againstCarre == Approx(4.0)); // 12 / 3
    REQUIRE(assailant(*v, "fl"));
    CHECK_FALSE(assailant(*v, "fl")->inHex);
    CHECK(assailant(*v, "fl")->againstCarre == Approx(5.0)); // 9 / 3 + lance bonus 2
    REQUIRE(assailant(*v, "fi"));
    CHECK(assailant(*v, "fi")->againstCarre == Approx(12.0)); // 8 x 1.5
    CHECK_FALSE(assailant(*v, "fi2"));                        // the carré is not in its front

    CHECK(v->fireSource.find("Berlin 1813, Premier Rules (July 2021), p.17") != std::string::npos);
    CHECK(v->fireSource.find("carre.fire-divisor = 3") != std::string::npos);
    CHECK(v->meleeSource.find("carre.cavalry-assault-divisor = 3") != std::string::npos);
    CHECK(v->moraleSource.find("carre.morale-modifier = -6") != std::string::npos);

    SECTION("every number comes from the profile, with the profile's source") {
        REQUIRE(s.rules.set(params::carreFireDivisor, 2, "test divisor").ok());
        REQUIRE(s.rules.set(params::carreMoraleModifier, -3, "test morale").ok());
        REQUIRE(s.rules.set(params::carreCavalryAssaultDivisor, 2.0, "test cav").ok());
        REQUIRE(s.rules.set(params::carreInfantryAssaultMultiplier, 2.0, "test inf").ok());
        v = carreValues(s, hex, 4);
        REQUIRE(v);
        CHECK(v->fire == 12);                      // 6 / 2 = 3 x 4
        CHECK(v->infantry[0].moraleInCarre == 35); // 42 - 3 in d66 steps: 41, 36, 35
        CHECK(assailant(*v, "fc")->againstCarre == Approx(6.0));
        CHECK(assailant(*v, "fi")->againstCarre == Approx(16.0));
        CHECK(v->fireSource.find("carre.fire-divisor = 2: test divisor") != std::string::npos);
        CHECK(v->moraleSource.find("test morale") != std::string::npos);
    }
    SECTION("without enemy cavalry in the hex") {
        s.setup.erase(s.setup.begin() + 1);
        v = carreValues(s, hex, 1);
        REQUIRE(v);
        CHECK_FALSE(v->enemyCavalryInHex);
        CHECK(v->fire == 2);
        CHECK(v->fireWithCavalry == 6);
        CHECK_FALSE(assailant(*v, "fc"));
    }
    SECTION("a morale that is no d66 has no value in carré") {
        s.oobs[1].find("ru1")->morale = 0;
        v = carreValues(s, hex, 1);
        REQUIRE(v);
        CHECK_FALSE(v->infantry[0].moraleInCarre);
    }
}

TEST_CASE("carré values: where infantry may not form carré", "[rules][carre]") {
    Scenario s = battle();
    const HexId hex = s.map.id({5, 5});
    s.setup.push_back(at("ru1", hex, Formation::Column, Facing::side(S::S)));

    auto v = carreValues(s, hex);
    REQUIRE(v);
    CHECK_FALSE(v->inCarre);
    CHECK(v->mayForm.allowed);
    CHECK(v->formSource.find("carre.min-increments = 3") != std::string::npos);

    SECTION("clear terrain only") {
        s.map.setTerrain(hex, 1); // woods
        v = carreValues(s, hex);
        CHECK_FALSE(v->mayForm.allowed);
        CHECK(mentions(v->mayForm, "clear terrain"));
        CHECK(mentions(v->mayForm, "Berlin 1813, Premier Rules (July 2021), p.17"));
    }
    SECTION("at least carre.min-increments") {
        s.setup.back().increments = 2;
        v = carreValues(s, hex);
        CHECK_FALSE(v->mayForm.allowed);
        CHECK(mentions(v->mayForm, "at least 3 increments"));
        REQUIRE(s.rules.set(params::carreMinIncrements, 2, "test").ok());
        CHECK(carreValues(s, hex)->mayForm.allowed);
    }
    SECTION("at most carre.max-increments unless one regiment") {
        s.setup.push_back(at("ru2", hex, Formation::Column, Facing::side(S::S)));
        CHECK(carreValues(s, hex)->increments == 11);
        CHECK(carreValues(s, hex)->mayForm.allowed);
        REQUIRE(s.rules.set(params::carreMaxIncrements, 10, "test").ok());
        v = carreValues(s, hex);
        CHECK_FALSE(v->mayForm.allowed);
        CHECK(mentions(v->mayForm, "at most 10 increments"));
    }
    SECTION("not skirmishers") {
        s.setup.back().formation = Formation::Skirmish;
        s.setup.back().facing = Facing::vertex(Vertex::NNE);
        s.setup.back().increments = 3;
        v = carreValues(s, hex);
        CHECK_FALSE(v->mayForm.allowed);
        CHECK(mentions(v->mayForm, "skirmishers may not form carré"));
    }
    SECTION("no infantry in the hex") {
        s.setup.back().unit = "fc";
        CHECK_FALSE(carreValues(s, hex));
    }
}
