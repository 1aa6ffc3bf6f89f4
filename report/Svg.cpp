//===- report/Svg.cpp - Inline SVG charts for the HTML report -------------===//
#include "report/Svg.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace refinery;

std::string refinery::htmlEscape(StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (char C : Text) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
  return Out;
}

namespace {
/// The plot area inside a chart of Width x Height.
constexpr double Width = 640, Height = 240, Left = 60, Right = 16, Top = 28,
                 Bottom = 40;

/// A round number of the order of \p V, for an axis's top.
double niceCeil(double V) {
  if (V <= 0)
    return 1;
  double P = std::pow(10, std::floor(std::log10(V)));
  for (double M : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (M * P >= V)
      return M * P;
  return 10 * P;
}

std::string number(double V) {
  if (V != 0 && (std::fabs(V) >= 1e5 || std::fabs(V) < 0.01))
    return formatv("{0:e1}", V).str();
  if (V == std::floor(V))
    return formatv("{0:f0}", V).str();
  return formatv("{0:f1}", V).str();
}

/// The frame: title, axes, ticks at 0, half and the top of each axis.
void frame(raw_ostream &OS, StringRef Title, StringRef XLabel, StringRef YLabel,
           double XMax, double YMax) {
  OS << formatv("<svg class=\"plot\" data-kind=\"line\" "
                "xmlns=\"http://www.w3.org/2000/svg\" "
                "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                "role=\"img\" aria-label=\"{2}\">",
                Width, Height, htmlEscape(Title));
  OS << formatv("<text x=\"{0}\" y=\"18\" class=\"title\">{1}</text>", Left,
                htmlEscape(Title));
  double X0 = Left, X1 = Width - Right, Y0 = Height - Bottom, Y1 = Top;
  OS << formatv("<path class=\"axis\" d=\"M{0},{1} L{0},{2} L{3},{2}\"/>", X0,
                Y1, Y0, X1);
  for (double F : {0.0, 0.5, 1.0}) {
    double Y = Y0 - F * (Y0 - Y1), X = X0 + F * (X1 - X0);
    OS << formatv("<text x=\"{0}\" y=\"{1}\" class=\"tick\" "
                  "text-anchor=\"end\">{2}</text>",
                  X0 - 4, Y + 4, number(F * YMax));
    OS << formatv("<text x=\"{0}\" y=\"{1}\" class=\"tick\" "
                  "text-anchor=\"middle\">{2}</text>",
                  X, Y0 + 14, number(F * XMax));
  }
  OS << formatv("<text x=\"{0}\" y=\"{1}\" class=\"label\" "
                "text-anchor=\"middle\">{2}</text>",
                (X0 + X1) / 2, Height - 6, htmlEscape(XLabel));
  OS << formatv("<text x=\"12\" y=\"{0}\" class=\"label\" "
                "transform=\"rotate(-90 12 {0})\" "
                "text-anchor=\"middle\">{1}</text>",
                (Y0 + Y1) / 2, htmlEscape(YLabel));
}
} // namespace

std::string refinery::svgLineChart(ArrayRef<std::pair<double, double>> Points,
                                   StringRef Title, StringRef XLabel,
                                   StringRef YLabel, bool Step) {
  double XMax = 0, YMax = 0;
  for (const auto &[X, Y] : Points) {
    XMax = std::max(XMax, X);
    YMax = std::max(YMax, Y);
  }
  XMax = niceCeil(XMax);
  YMax = niceCeil(YMax);
  std::string S;
  raw_string_ostream OS(S);
  frame(OS, Title, XLabel, YLabel, XMax, YMax);
  double X0 = Left, X1 = Width - Right, Y0 = Height - Bottom, Y1 = Top;
  auto PX = [&](double X) { return X0 + X / XMax * (X1 - X0); };
  auto PY = [&](double Y) { return Y0 - Y / YMax * (Y0 - Y1); };
  OS << "<g class=\"data\">";
  if (!Points.empty()) {
    OS << "<path class=\"line\" d=\"";
    for (size_t I = 0; I < Points.size(); ++I) {
      auto [X, Y] = Points[I];
      if (I == 0)
        OS << formatv("M{0:f1},{1:f1}", PX(X), PY(Y));
      else if (Step)
        OS << formatv(" H{0:f1} V{1:f1}", PX(X), PY(Y));
      else
        OS << formatv(" L{0:f1},{1:f1}", PX(X), PY(Y));
    }
    OS << "\"/>";
    for (const auto &[X, Y] : Points)
      OS << formatv("<circle cx=\"{0:f1}\" cy=\"{1:f1}\" r=\"2\"/>", PX(X),
                    PY(Y));
  }
  OS << "</g></svg>";
  return S;
}

std::string refinery::svgBarChart(ArrayRef<std::pair<std::string, double>> Bars,
                                  StringRef Title) {
  constexpr double Row = 20, LabelWidth = 220;
  double H = Top + Row * std::max<size_t>(Bars.size(), 1) + 12;
  double Max = 0;
  for (const auto &B : Bars)
    Max = std::max(Max, B.second);
  Max = niceCeil(Max);
  std::string S;
  raw_string_ostream OS(S);
  OS << formatv("<svg class=\"plot\" data-kind=\"bar\" "
                "xmlns=\"http://www.w3.org/2000/svg\" "
                "width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                "role=\"img\" aria-label=\"{2}\">",
                Width, H, htmlEscape(Title));
  OS << formatv("<text x=\"4\" y=\"18\" class=\"title\">{0}</text>",
                htmlEscape(Title));
  OS << "<g class=\"data\">";
  double Span = Width - Right - LabelWidth - 50;
  for (size_t I = 0; I < Bars.size(); ++I) {
    double Y = Top + I * Row;
    double W = std::max(1.0, Bars[I].second / Max * Span);
    // A long label is cut (the whole in its tooltip).
    StringRef Label = Bars[I].first;
    std::string Shown =
        Label.size() > 34 ? Label.take_front(33).str() + "\u2026" : Label.str();
    OS << formatv("<text x=\"{0}\" y=\"{1}\" class=\"tick\" "
                  "text-anchor=\"end\"><title>{2}</title>{3}</text>",
                  LabelWidth - 6, Y + 14, htmlEscape(Label), htmlEscape(Shown));
    OS << formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2:f1}\" "
                  "height=\"{3}\"/>",
                  LabelWidth, Y + 3, W, Row - 6);
    OS << formatv("<text x=\"{0:f1}\" y=\"{1}\" class=\"tick\">{2}</text>",
                  LabelWidth + W + 4, Y + 14, number(Bars[I].second));
  }
  OS << "</g></svg>";
  return S;
}
