// render-icons: draws SVG icons as PNG files at build time (the desktop's icon theme wants
// fixed sizes beside the scalable one). Usage: render-icons SIZE IN.svg OUT.png [SIZE IN OUT]…

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args.size() % 3 != 0) {
        std::fputs("usage: render-icons SIZE IN.svg OUT.png [SIZE IN.svg OUT.png]...\n", stderr);
        return 2;
    }
    for (qsizetype i = 0; i < args.size(); i += 3) {
        const int size = args.at(i).toInt();
        QSvgRenderer svg(args.at(i + 1));
        if (size <= 0 || !svg.isValid()) {
            std::fprintf(stderr, "render-icons: cannot draw %s\n", qPrintable(args.at(i + 1)));
            return 1;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        if (!image.save(args.at(i + 2))) {
            std::fprintf(stderr, "render-icons: cannot write %s\n", qPrintable(args.at(i + 2)));
            return 1;
        }
    }
    return 0;
}
