#include "connectors/tf2/Tf2Commands.h"

#include "connectors/common/Tr.h"

namespace icconnectors::tf2 {
namespace {

using Kind = ParamSpec::Kind;

ParamSpec idParam(const char *name, const QString &help)
{
    return ParamSpec(QString::fromLatin1(name), Kind::Text).need().described(help);
}

ParamSpec cargoParam(const QString &help)
{
    return ParamSpec(QStringLiteral("cargo"), Kind::Text).among(tf2CargoNames()).described(help);
}

// Required or optional as seed 002 has them: only build_road's cargo is marked "(optional
// cargo filter)"; every other parameter the seed lists is required.

QList<CommandSpec> stateCommands()
{
    return {
        {QStringLiteral("ping"), Tr::tr("Check that the game answers")},
        {QStringLiteral("query_game_state"), Tr::tr("Date, money, speed and pause state")},
        {QStringLiteral("set_speed"),
         Tr::tr("Set the game speed"),
         {ParamSpec(QStringLiteral("speed"), Kind::Integer)
              .need()
              .within(0, 4)
              .startingAt(1)
              .described(Tr::tr("0 pauses, 1 to 4 are the speed levels"))}},
    };
}

QList<CommandSpec> queryCommands()
{
    return {
        {QStringLiteral("query_towns"), Tr::tr("All towns with their population")},
        {QStringLiteral("query_town_demands"), Tr::tr("All towns with their cargo demands")},
        {QStringLiteral("query_town_buildings"),
         Tr::tr("The buildings of one town"),
         {idParam("town_id", Tr::tr("The town's id, as query_towns gives it"))}},
        {QStringLiteral("query_industries"), Tr::tr("All industries")},
        {QStringLiteral("query_lines"), Tr::tr("All transport lines")},
        {QStringLiteral("query_vehicles"), Tr::tr("All vehicles")},
        {QStringLiteral("query_stations"), Tr::tr("All stations")},
    };
}

QList<CommandSpec> buildCommands()
{
    return {
        {QStringLiteral("build_road"),
         Tr::tr("Let the AI builder build the best road connection"),
         {cargoParam(Tr::tr("Only connections for this cargo (optional)"))}},
        {QStringLiteral("build_industry_connection"),
         Tr::tr("Build a road between two industries"),
         {idParam("industry1_id", Tr::tr("The first industry's id")),
          idParam("industry2_id", Tr::tr("The second industry's id"))}},
        {QStringLiteral("build_cargo_to_town"),
         Tr::tr("Build a cargo delivery route from an industry to a town"),
         {idParam("industry_id", Tr::tr("The industry's id")),
          idParam("town_id", Tr::tr("The town's id")),
          cargoParam(Tr::tr("The cargo to deliver")).need()}},
    };
}

QList<CommandSpec> lineCommands()
{
    const QStringList vehicleTypes = {QStringLiteral("truck"), QStringLiteral("bus"),
                                      QStringLiteral("tram"),  QStringLiteral("train"),
                                      QStringLiteral("ship"),  QStringLiteral("plane")};
    return {
        {QStringLiteral("add_vehicle"),
         Tr::tr("Add a vehicle to a line"),
         {idParam("line_id", Tr::tr("The line's id, as query_lines gives it")),
          ParamSpec(QStringLiteral("vehicle_type"), Kind::Text)
              .among(vehicleTypes)
              .need()
              .described(Tr::tr("What kind of vehicle"))}},
        {QStringLiteral("delete_line"),
         Tr::tr("Delete a transport line"),
         {idParam("line_id", Tr::tr("The line's id"))}},
        {QStringLiteral("optimize_line_vehicles"),
         Tr::tr("Fit the number of vehicles on a line to its demand"),
         {idParam("line_id", Tr::tr("The line's id"))}},
    };
}

QList<CommandSpec> controlCommands()
{
    return {
        {QStringLiteral("snapshot_state"), Tr::tr("Remember the game state to compare later")},
        {QStringLiteral("diff_state"),
         Tr::tr("Compare the game state with a snapshot"),
         {idParam("snapshot_id", Tr::tr("The id snapshot_state gave"))}},
        {QStringLiteral("pause"), Tr::tr("Pause the game")},
        {QStringLiteral("resume"), Tr::tr("Resume the game")},
    };
}

} // namespace

QStringList tf2CargoNames()
{
    return {QStringLiteral("COAL"),     QStringLiteral("IRON_ORE"),
            QStringLiteral("STEEL"),    QStringLiteral("LOGS"),
            QStringLiteral("PLANKS"),   QStringLiteral("GRAIN"),
            QStringLiteral("FOOD"),     QStringLiteral("CRUDE"),
            QStringLiteral("OIL"),      QStringLiteral("FUEL"),
            QStringLiteral("STONE"),    QStringLiteral("CONSTRUCTION_MATERIALS"),
            QStringLiteral("GOODS"),    QStringLiteral("TOOLS"),
            QStringLiteral("MACHINES"), QStringLiteral("PLASTIC")};
}

QList<CommandSpec> tf2Commands()
{
    return stateCommands() + queryCommands() + buildCommands() + lineCommands() + controlCommands();
}

} // namespace icconnectors::tf2
