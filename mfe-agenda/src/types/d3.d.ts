// The few d3 functions the radar chart uses, typed by hand: @types/d3-* are not dependencies.
declare module 'd3-scale' {
  export interface ScaleLinear {
    (value: number): number;
    domain(domain: [number, number]): ScaleLinear;
    range(range: [number, number]): ScaleLinear;
    clamp(clamp: boolean): ScaleLinear;
  }
  export function scaleLinear(): ScaleLinear;
}

declare module 'd3-shape' {
  export interface CurveFactory {
    readonly __curve: unique symbol;
  }
  export interface LineRadial<T> {
    (data: readonly T[]): string | null;
    angle(angle: (datum: T, index: number) => number): LineRadial<T>;
    radius(radius: (datum: T, index: number) => number): LineRadial<T>;
    curve(curve: CurveFactory): LineRadial<T>;
  }
  export function lineRadial<T>(): LineRadial<T>;
  export const curveLinearClosed: CurveFactory;
}
