/**
 * Every condition's regimens, as prescribing imports them. The list is the condition index's (one home per
 * condition: its regimens stay in its file); this module is where the web build splits them off, giving
 * prescribing's chunk its own copy of the condition modules with only their regimens, so the offline
 * diagnosis chunk carries none (scripts/web-build/split-condition-regimens.ts, docs/decisions/011).
 */
export { regimens } from './conditions/index';
