// @checkout/shared/tokens: the design tokens as data (for Storybook's token page and any drawing code that
// needs a colour in script); screens use the CSS custom properties of tokens.css, so no remote loads this.
export { tokens, tokenCustomProperties, type Tokens } from './tokens';
