#pragma once
// A connection to another game's tool protocol, as the window sees it: it opens and closes,
// runs a command of its catalogue with parameters (checkParams has typed them already) and
// answers once per run, logs every message that goes over its wire, reports what happens
// unasked (events), and keeps a few figures that matter for its protocol (round trip, pending
// requests, …). Each connector (oa1/, devtools/, tf2/, arena/) implements it; nothing here
// is a widget.

#include "common/Result.h"
#include "connectors/common/CommandSpec.h"
#include "connectors/common/WireEntry.h"

#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QVariantMap>

namespace icconnectors {

/// The answer to one run: what happened, or the failure as an ic::Error (its code is the
/// protocol's stable word for it: "timeout", "out_of_bounds", "not_open", …), and the answer's
/// data either way.
struct CommandResult
{
    quint64 run = 0;
    /// For a person, on success: what happened ("Spawned goblin at (10, 5)"); else the failure
    /// ("Timed out after 30 s: …").
    ic::Result<QString> outcome = QString();
    /// The answer's data as the protocol gave it (already typed back where the protocol
    /// stringifies), for display; also with a failure when the peer sent some.
    QJsonValue data;

    bool ok() const { return outcome.ok(); }
    /// The sentence to show: the success's or the failure's.
    QString message() const { return outcome ? *outcome : outcome.error().message; }
    /// The failure's code; empty when ok.
    QString errorCode() const { return outcome ? QString() : outcome.error().code; }
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
    State state() const { return m_state; }
    /// Why it is Failed (or last closed), for a person; empty otherwise.
    QString stateDetail() const { return m_detail; }

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

protected:
    /// Records `state` and why (the detail is kept also when the state stays); emits
    /// stateChanged and returns true when the state changed.
    bool setState(State state, const QString &detail = {});
    /// For a connector whose detail is news by itself ("Trying again in 3 s"): nothing when
    /// both are as they were, else records them and emits stateChanged (also for a new detail
    /// alone). Returns whether anything changed.
    bool setStateOrDetail(State state, const QString &detail);

private:
    State m_state = State::Closed;
    QString m_detail;
};

} // namespace icconnectors
