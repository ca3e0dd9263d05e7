// Unit tests for icrp::IcrpAuth: the challenge-response formula
//   Base64(SHA256(Base64(SHA256(password + salt)) + challenge))
// against fixed vectors computed outside Qt and against a step-by-step recomputation, the
// constant-time comparison, and the random helpers.

#include "icrp/protocol/IcrpAuth.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using icrp::IcrpAuth;

namespace {

// Computed with coreutils while writing this test, independently of Qt:
//   s=$(printf '%s%s' "$password" "$salt" | sha256sum | xxd -r -p | base64)
//   printf '%s%s' "$s" "$challenge" | sha256sum | xxd -r -p | base64
const QString kSalt = QStringLiteral("lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI=");
const QString kChallenge = QStringLiteral("+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNyNqIb4Y=");

QString base64Sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toBase64());
}

} // namespace

class TestIcrpAuth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownVector();
    void knownVectorUtf8Password();
    void stepByStep();
    void eachInputMatters();
    void constantTimeEquals();
    void randomBase64();
    void generatePassword();
};

void TestIcrpAuth::knownVector()
{
    const QString password = QStringLiteral("correct horse battery staple");
    QCOMPARE(IcrpAuth::secret(password, kSalt),
             QStringLiteral("ZFByOW4ceX1AofI6QuINreqh5KX/asJS+kDWOX9jLVo="));
    QCOMPARE(IcrpAuth::response(password, kSalt, kChallenge),
             QStringLiteral("fWTTBsPNLKcOPvP8rHpPHDQM8nS1L54m6MEK3frDzMY="));
    QCOMPARE(IcrpAuth::responseFromSecret(
                 QStringLiteral("ZFByOW4ceX1AofI6QuINreqh5KX/asJS+kDWOX9jLVo="), kChallenge),
             QStringLiteral("fWTTBsPNLKcOPvP8rHpPHDQM8nS1L54m6MEK3frDzMY="));
}

void TestIcrpAuth::knownVectorUtf8Password()
{
    // The password enters the hash as UTF-8.
    const QString password = QStringLiteral("pässwörd€");
    QCOMPARE(IcrpAuth::secret(password, kSalt),
             QStringLiteral("hcF1P6iKozMVrl8s3r/se3Tn6i/rvgAPwt7t2L+J/RQ="));
    QCOMPARE(IcrpAuth::response(password, kSalt, kChallenge),
             QStringLiteral("4kzuCKEswkI1GFRRb2dg+uw8DVID4mwkiPqIQROl/YI="));
}

void TestIcrpAuth::stepByStep()
{
    // Recompute what a tool author would write, one step at a time, for fresh random inputs.
    const QString password = IcrpAuth::generatePassword();
    const QString salt = IcrpAuth::randomBase64();
    const QString challenge = IcrpAuth::randomBase64();

    // 1. concatenate the password and the salt's Base64 text, as UTF-8 bytes
    const QByteArray step1 = password.toUtf8() + salt.toLatin1();
    // 2. SHA-256, then Base64: the secret
    const QByteArray step2 = QCryptographicHash::hash(step1, QCryptographicHash::Sha256);
    QCOMPARE(step2.size(), 32);
    const QByteArray secret = step2.toBase64();
    QCOMPARE(secret.size(), 44);
    // 3. concatenate the secret's Base64 text and the challenge's Base64 text
    const QByteArray step3 = secret + challenge.toLatin1();
    // 4. SHA-256, then Base64: the response
    const QByteArray response =
        QCryptographicHash::hash(step3, QCryptographicHash::Sha256).toBase64();

    QCOMPARE(IcrpAuth::secret(password, salt), QString::fromLatin1(secret));
    QCOMPARE(IcrpAuth::response(password, salt, challenge), QString::fromLatin1(response));
    QCOMPARE(IcrpAuth::responseFromSecret(QString::fromLatin1(secret), challenge),
             QString::fromLatin1(response));
    QCOMPARE(
        IcrpAuth::response(password, salt, challenge),
        base64Sha256(base64Sha256((password + salt).toUtf8()).toLatin1() + challenge.toLatin1()));
}

void TestIcrpAuth::eachInputMatters()
{
    const QString pw = QStringLiteral("correct horse battery staple");
    const QString base = IcrpAuth::response(pw, kSalt, kChallenge);
    QVERIFY(IcrpAuth::response(pw + QLatin1Char('!'), kSalt, kChallenge) != base);
    QVERIFY(IcrpAuth::response(pw, IcrpAuth::randomBase64(), kChallenge) != base);
    QVERIFY(IcrpAuth::response(pw, kSalt, IcrpAuth::randomBase64()) != base);
    // Salt and challenge are not interchangeable.
    QVERIFY(IcrpAuth::response(pw, kChallenge, kSalt) != base);
    // The secret is not the response.
    QVERIFY(IcrpAuth::secret(pw, kSalt) != base);
}

void TestIcrpAuth::constantTimeEquals()
{
    QVERIFY(IcrpAuth::constantTimeEquals(QByteArray(), QByteArray()));
    QVERIFY(IcrpAuth::constantTimeEquals("abc", "abc"));
    QVERIFY(!IcrpAuth::constantTimeEquals("abc", "abd"));
    QVERIFY(!IcrpAuth::constantTimeEquals("abc", "bbc"));
    // A prefix is not equal, in either order.
    QVERIFY(!IcrpAuth::constantTimeEquals("abc", "abcd"));
    QVERIFY(!IcrpAuth::constantTimeEquals("abcd", "abc"));
    QVERIFY(!IcrpAuth::constantTimeEquals(QByteArray(), "a"));
    // Trailing NULs are not padding.
    QVERIFY(!IcrpAuth::constantTimeEquals(QByteArray("abc"), QByteArray("abc\0", 4)));
    // Sizes that differ by 256 (same low byte of the length) still differ.
    QVERIFY(!IcrpAuth::constantTimeEquals(QByteArray(1, 'x'), QByteArray(257, 'x')));
    // High bytes compare as bytes.
    QVERIFY(!IcrpAuth::constantTimeEquals(QByteArray("\x80"), QByteArray("\x00", 1)));
    QVERIFY(IcrpAuth::constantTimeEquals(QByteArray("\xff\x01"), QByteArray("\xff\x01")));

    const QByteArray real = IcrpAuth::response(QStringLiteral("pw"), kSalt, kChallenge).toLatin1();
    QVERIFY(IcrpAuth::constantTimeEquals(real, QByteArray(real)));
    QByteArray flipped = real;
    flipped[flipped.size() - 2] = flipped[flipped.size() - 2] == 'A' ? 'B' : 'A';
    QVERIFY(!IcrpAuth::constantTimeEquals(real, flipped));
}

void TestIcrpAuth::randomBase64()
{
    static const QRegularExpression base64(QStringLiteral("^[A-Za-z0-9+/]*={0,2}$"));
    const QString def = IcrpAuth::randomBase64();
    QCOMPARE(def.size(), 44); // 32 bytes
    QVERIFY(base64.match(def).hasMatch());
    QCOMPARE(QByteArray::fromBase64(def.toLatin1()).size(), 32);

    for (int bytes : {1, 2, 3, 16, 33, 64}) {
        const QString s = IcrpAuth::randomBase64(bytes);
        QCOMPARE(s.size(), (bytes + 2) / 3 * 4);
        QVERIFY(base64.match(s).hasMatch());
        QCOMPARE(QByteArray::fromBase64(s.toLatin1()).size(), bytes);
    }
    QVERIFY(IcrpAuth::randomBase64(0).isEmpty());

    QSet<QString> seen;
    for (int i = 0; i < 200; ++i)
        seen.insert(IcrpAuth::randomBase64());
    QCOMPARE(seen.size(), 200);
}

void TestIcrpAuth::generatePassword()
{
    // Unambiguous: no 0/O, 1/l/I.
    const QString alphabet =
        QStringLiteral("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    for (const QChar c :
         {QLatin1Char('0'), QLatin1Char('O'), QLatin1Char('1'), QLatin1Char('l'), QLatin1Char('I')})
        QVERIFY(!alphabet.contains(c));

    QCOMPARE(IcrpAuth::generatePassword().size(), 24);
    QCOMPARE(IcrpAuth::generatePassword(8).size(), 8);
    QCOMPARE(IcrpAuth::generatePassword(64).size(), 64);

    QSet<QString> seen;
    QSet<QChar> used;
    for (int i = 0; i < 200; ++i) {
        const QString pw = IcrpAuth::generatePassword();
        QCOMPARE(pw.size(), 24);
        for (QChar c : pw) {
            QVERIFY2(alphabet.contains(c), qPrintable(pw));
            used.insert(c);
        }
        seen.insert(pw);
    }
    QCOMPARE(seen.size(), 200);
    // 4800 draws from 57 symbols: every symbol shows up (a missing one would mean a skewed or
    // truncated alphabet; the chance of a false failure is below 1e-30).
    QCOMPARE(used.size(), alphabet.size());
}

QTEST_GUILESS_MAIN(TestIcrpAuth)
#include "TestIcrpAuth.moc"
