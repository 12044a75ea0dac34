import type { UiTheme } from './theme/theme';

declare module 'styled-components' {
  // Interface merging is the way styled-components types its theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends UiTheme {}
}
