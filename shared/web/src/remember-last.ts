/**
 * `compute`, remembering its last answer: called again with the same arguments (each the same
 * value or object, Object.is), it answers the same result without computing it again. Made once
 * per module rather than per component, the answer outlives the component that asked for it: a
 * page opened again over the same cached reads gets the same objects, so the figures it worked
 * out from them (useSlicedMap) are still there.
 */
export function rememberLast<A extends unknown[], R>(
  compute: (...args: A) => R,
): (...args: A) => R {
  let last: { args: A; result: R } | undefined;
  return (...args) => {
    if (last && sameArguments(last.args, args)) return last.result;
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}

function sameArguments(before: readonly unknown[], now: readonly unknown[]): boolean {
  return before.length === now.length && before.every((value, i) => Object.is(value, now[i]));
}
