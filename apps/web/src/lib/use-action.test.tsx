// useAction: pending while the call runs, onSuccess before the result is handed back, errors passed on.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAction } from './use-action';

describe('useAction', () => {
  it('is pending while the call runs and runs onSuccess before resolving', async () => {
    let finish!: (value: string) => void;
    const seen: string[] = [];
    const { result } = renderHook(() =>
      useAction({
        mutationFn: (input: number) =>
          new Promise<string>((resolve) => (finish = (value) => resolve(`${value}${input}`))),
        onSuccess: (answer: string, input: number) => seen.push(`success ${answer} ${input}`),
      }),
    );
    expect(result.current.isPending).toBe(false);
    let answer: Promise<string> | undefined;
    act(() => {
      answer = result.current.mutateAsync(7);
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('ok'));
    await expect(answer).resolves.toBe('ok7');
    expect(seen).toEqual(['success ok7 7']);
    expect(result.current.isPending).toBe(false);
  });

  it('passes a failure on without calling onSuccess', async () => {
    const seen: string[] = [];
    const { result } = renderHook(() =>
      useAction({
        mutationFn: async () => {
          throw new Error('refused');
        },
        onSuccess: () => seen.push('success'),
      }),
    );
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toThrow('refused');
    });
    expect(seen).toEqual([]);
    expect(result.current.isPending).toBe(false);
  });
});
