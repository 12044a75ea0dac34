#!/usr/bin/env node
// @ts-check
// Checks the blog's and the legal pages' Markdown files and writes the modules the site imports
// (src/publishing/generate.ts). A file with a problem stops the build, named in the message.
require('tooling/swc-register');
const { writeContentFiles } = require('../src/publishing/generate.ts');

try {
  const written = writeContentFiles();
  console.log(written.length > 0 ? `content: wrote ${written.join(', ')}` : 'content: up to date');
} catch (error) {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
