import { expect, userEvent, within } from 'storybook/test';

/**
 * The contract of a paged admin list on page 2 of several: it says where it is ('Page 2 of 5 · 230 leads'), and
 * Next and Previous ask the app for the pages either side.
 */
export async function expectPagerMoves(canvasElement: HTMLElement, onPageChange: (page: number) => void, summary: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(summary)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await expect(onPageChange).toHaveBeenCalledWith(3);
  await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
  await expect(onPageChange).toHaveBeenCalledWith(1);
}
