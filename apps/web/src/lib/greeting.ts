import { GREETING_HOURS } from '@gharguru/contract';

export type GreetingKey = 'greeting.morning' | 'greeting.afternoon' | 'greeting.evening';

/** 'Good Morning' before 12:00, 'Good Afternoon' from 12:00 to before 17:00, then 'Good Evening'. */
export function greetingKeyFor(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour < GREETING_HOURS.afternoon) return 'greeting.morning';
  if (hour < GREETING_HOURS.evening) return 'greeting.afternoon';
  return 'greeting.evening';
}
