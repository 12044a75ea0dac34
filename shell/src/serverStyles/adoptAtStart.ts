// The server's sheet taken over once, before any module defines a styled component (see
// adoptServerSheet.ts): index.ts starts this right after styled-components, before `ui`; a build
// that starts at bootstrap.tsx (without federation's async boundary) imports it there first.
import { adoptServerSheet } from './adoptServerSheet';
adoptServerSheet(document);
