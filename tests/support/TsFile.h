#pragma once
// A Qt Linguist .ts file read for the tests: every message with its context, source text,
// translation forms and state (unfinished, obsolete, vanished).

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

struct TsMessage
{
    QString context;
    QString source;
    QStringList translations; // one, or the plural forms
    QString type;             // empty when finished
    bool numerus = false;
};

class TsFile
{
public:
    bool read(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString context;
        TsMessage message;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto name = xml.name();
            if (name == u"TS")
                m_language = xml.attributes().value(QLatin1String("language")).toString();
            else if (name == u"name")
                context = xml.readElementText();
            else if (name == u"message") {
                message = TsMessage{context,
                                    {},
                                    {},
                                    {},
                                    xml.attributes().value(QLatin1String("numerus")) == u"yes"};
            } else if (name == u"source")
                message.source = xml.readElementText();
            else if (name == u"translation") {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                if (message.numerus) {
                    while (xml.readNextStartElement())
                        message.translations << xml.readElementText();
                } else
                    message.translations << xml.readElementText();
                m_messages << message;
            }
        }
        if (xml.hasError())
            qWarning("%s:%lld: %s", qPrintable(path), xml.lineNumber(),
                     qPrintable(xml.errorString()));
        return !xml.hasError();
    }
    QString language() const { return m_language; }
    const QList<TsMessage> &messages() const { return m_messages; }

private:
    QString m_language;
    QList<TsMessage> m_messages;
};
