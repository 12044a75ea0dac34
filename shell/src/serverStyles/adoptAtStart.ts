// The server's sheet taken over once, before any module defines a styled component (see
// adoptServerSheet.ts): index.ts starts this right after styled-components, before `ui`; the
// monolithic build, which starts at bootstrap.tsx, imports it there first. Evaluated once either way.
import { adoptServerSheet } from './adoptServerSheet';

adoptServerSheet(document);
