export {
  addDays,
  daysBetween,
  isValidTimeZone,
  localDateIn,
  localTimeIn,
  systemClock,
  weekdayIndex,
  zoneOf,
  type Clock,
} from './zone.js';
