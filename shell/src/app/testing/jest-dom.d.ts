// tools/jest/setup-dom.ts installs jest-dom's matchers at run time; this gives the type checker them too.
/// <reference types="@testing-library/jest-dom" />
