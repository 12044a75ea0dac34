// @ts-check
// An app's SVG illustration as a PNG, drawn at build time. Chromium draws each SVG <img> (and SVG
// CSS background) as a document of its own on the page's main thread: parsed, styled, laid out
// and painted there, image by image, while a PNG is decoded off it (bench/decisions.md, "Weight": the
// figures).
// Drawn at twice the SVG's size, for sharp edges on a phone's screen, with a palette of at most
// 256 colours: the illustrations are flat colour, so a palette PNG is a few kB.
// An illustration's text is drawn with the fonts the building machine has (fontconfig), so its
// bytes, and the file's hashed name, depend on them: a remote's prerendered pages name the files of
// its own build, so build every app, and the monolith, on one machine with the same fonts (CI does;
// installing Chromium adds fonts, and an app built before that names other files than one built after).
const sharp = require('sharp');

/** Pixels per CSS pixel of the drawing (librsvg's 72 dpi is one CSS pixel per SVG unit). */
const SCALE = 2;

/**
 * @this {import('webpack').LoaderContext<{}>}
 * @param {Buffer} svg
 */
function rasterSvgLoader(svg) {
  const done = this.async();
  sharp(svg, { density: 72 * SCALE })
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer()
    .then(
      (png) => done(null, png),
      (error) => done(new Error(`${this.resourcePath} could not be drawn as a PNG: ${error.message}`)),
    );
}

module.exports = rasterSvgLoader;
// The SVG's bytes as they are, not decoded as text.
module.exports.raw = true;
