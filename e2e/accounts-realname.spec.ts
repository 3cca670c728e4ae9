import { API, pngBuffer } from './accounts-helpers';
import { expect, test } from './fixtures';
import { openUserMenu } from './hydration';

test('apply for personal verification, get approved by an operator, see "Verified"', async ({
  page,
  request,
  login,
  operator,
}) => {
  const { id: userId } = await login({ name: 'realname' });

  await page.goto('/user/auth');
  await expect(page.getByTestId('real-name-status-page')).toHaveText('Not verified');
  await expect(page.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Enterprise' })).toBeVisible();

  // Client-side checks first: a wrong check character and missing images.
  await page.getByLabel('Real name').fill('Zhang San');
  await page.getByLabel('ID number').fill('110105194912310021');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter a valid ID number')).toBeVisible();
  await expect(page.getByText('Please upload the front of your ID card')).toBeVisible();

  await page.getByLabel('ID number').fill('11010519491231002X');
  await page
    .getByLabel('ID card front')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(8, [200, 40, 40]) });
  await expect(page.getByTestId('upload-done-id_front')).toBeVisible();
  await page
    .getByLabel('ID card back')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: pngBuffer(8, [40, 160, 60]) });
  await expect(page.getByTestId('upload-done-id_back')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByTestId('real-name-status-page')).toHaveText('Personal verification under review');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await openUserMenu(page);
  await expect(page.getByTestId('real-name-status')).toHaveText('Personal verification under review');
  await page.keyboard.press('Escape');

  // An operator approves the application.
  const token = await operator();
  const list = await request.post(`${API}/ops/real_name/list`, {
    headers: { token },
    multipart: { page: '1', page_size: '50' },
  });
  const listBody = (await list.json()) as {
    code: number;
    msg: string;
    data: { list: Array<{ id: number; user_id: number }> } | null;
  };
  expect(listBody.code, listBody.msg).toBe(200);
  const application = listBody.data!.list.find((a) => a.user_id === userId);
  expect(application, 'the application is listed for review').toBeTruthy();
  const review = await request.post(`${API}/ops/real_name/review`, {
    headers: { token },
    multipart: { id: String(application!.id), decision: 'approve' },
  });
  const reviewBody = (await review.json()) as { code: number; msg: string };
  expect(reviewBody.code, reviewBody.msg).toBe(200);

  await page.reload();
  await expect(page.getByTestId('real-name-status-page')).toHaveText('Verified');
  await openUserMenu(page);
  await expect(page.getByTestId('real-name-status')).toHaveText('Verified');
  await page.keyboard.press('Escape');

  // The decision arrives as a site message: the bell counts it until it is read.
  const bell = page.getByRole('link', { name: 'Notices, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notice\?tab=messages/);
  const message = page.getByRole('listitem', { name: 'Unread: Your real-name verification was approved' });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('listitem', { name: 'Your real-name verification was approved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notices', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
});
