//! The corpus bench's charts: per case, the tokens of the best so far (log
//! scale) against oracle calls, one line per tool, as SVG.

use plotters::prelude::*;
use std::path::Path;

/// Line colours, one per tool in the order given (`reduce` first).
const COLOURS: [RGBColor; 5] = [
    RGBColor(0xd6, 0x27, 0x28),
    RGBColor(0x1f, 0x77, 0xb4),
    RGBColor(0x2c, 0xa0, 0x2c),
    RGBColor(0x94, 0x67, 0xbd),
    RGBColor(0xff, 0x7f, 0x0e),
];

/// Draws `curves` (per tool, its name and (calls, tokens of the best so
/// far) steps, starting at call 0 with the original) to an SVG at `path`.
pub fn draw(
    path: &Path,
    case: &str,
    curves: &[(&str, Vec<(u64, u64)>)],
) -> Result<(), Box<dyn std::error::Error>> {
    let max_calls = curves
        .iter()
        .flat_map(|(_, c)| c.iter().map(|&(call, _)| call))
        .max()
        .unwrap_or(1)
        .max(1);
    let tokens = curves.iter().flat_map(|(_, c)| c.iter().map(|&(_, t)| t));
    let top = tokens.clone().max().unwrap_or(10).max(10) as f64 * 1.5;
    let bottom = (tokens.min().unwrap_or(1).max(1) as f64 / 1.5).max(1.0);
    let root = SVGBackend::new(path, (720, 440)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("{case}: tokens of the best so far"),
            ("sans-serif", 18),
        )
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0u64..max_calls, (bottom..top).log_scale())?;
    chart
        .configure_mesh()
        .x_desc("oracle calls")
        .y_desc("tokens (tokens.py)")
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()?;
    for (i, (tool, curve)) in curves.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        // The best so far holds until the next improvement: steps.
        let mut points = Vec::with_capacity(curve.len() * 2);
        for pair in curve.windows(2) {
            let ((call, tokens), (next, _)) = (pair[0], pair[1]);
            points.push((call, tokens as f64));
            points.push((next, tokens as f64));
        }
        if let Some(&(call, tokens)) = curve.last() {
            points.push((call, tokens as f64));
        }
        chart
            .draw_series(LineSeries::new(points, colour.stroke_width(2)))?
            .label(*tool)
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(2))
            });
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}
