#pragma once
// A connection to another game's tool protocol, as the window sees it: it opens and closes,
// runs a command of its catalogue with parameters (checkParams has typed them already) and
// answers once per run, logs every message that goes over its wire, reports what happens
// unasked (events), and keeps a few figures that matter for its protocol (round trip, pending
// requests, …). Each connector (oa1/, devtools/, tf2/, arena/) implements it; nothing here
// is a widget.

#include "connectors/common/CommandSpec.h"
#include "connectors/common/WireEntry.h"

#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QVariantMap>

namespace icconnectors {

/// The answer to one run.
struct CommandResult
{
    quint64 run = 0;
    bool ok = false;
    /// For a person: what happened ("Spawned goblin at (10, 5)", "Timed out after 30 s: …").
    QString message;
    /// The answer's data as the protocol gave it (already typed back where the protocol
    /// stringifies), for display.
    QJsonValue data;
    /// A stable code for a failure ("timeout", "out_of_bounds", …); empty when ok.
    QString errorCode;
};

class Connector : public QObject
{
    Q_OBJECT
public:
    enum class State { Closed, Opening, Open, Failed };
    Q_ENUM(State)

    using QObject::QObject;

    /// "oa1", "devtools", "tf2", "arena".
    virtual QString kind() const = 0;
    virtual QList<CommandSpec> commands() const = 0;
    virtual State state() const = 0;
    /// Why it is Failed (or last closed), for a person; empty otherwise.
    virtual QString stateDetail() const = 0;

    virtual void open() = 0;
    virtual void close() = 0;
    /// Starts `command` with `params` (as checkParams returned them); returns the run's number,
    /// which finished() carries. A run that cannot start finishes at once (ok false).
    virtual quint64 run(const QString &command, const QVariantMap &params) = 0;

    /// Name and value, for a person, in the order to show them.
    virtual QList<QPair<QString, QString>> figures() const = 0;

Q_SIGNALS:
    void stateChanged(icconnectors::Connector::State state);
    void finished(const icconnectors::CommandResult &result);
    /// Something the peer said unasked (an RFC-014 event, an Agent Arena tick, …).
    void peerEvent(const QString &name, const QJsonValue &data);
    void wire(const icconnectors::WireEntry &entry);
    void figuresChanged();
};

} // namespace icconnectors
