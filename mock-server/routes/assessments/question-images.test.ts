import { describe, expect, it } from 'vitest';
import {
  attemptResult,
  attempt as attemptSchema,
  questionImageRules,
  question as questionSchema,
  testStatistics,
} from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createOnlineTest } from '../../../tests/support/assessment-fixtures';
import { tinyPng } from '../../../tests/support/pictures';

const { server, call, world } = twoBatchApiForFile();

const diagram = 'A block on a 30 degree incline, friction acting up the slope.';

async function newQuestion(token = world.teacherA.token) {
  const made = await call('POST', '/api/questions/', {
    token,
    json: {
      kind: 'single',
      text: 'Which way does friction act on the block in the figure?',
      options: ['Up the slope', 'Down the slope'],
      key: { choices: [0] },
      subject: 'Physics',
      topic: `Friction ${Date.now()}`,
    },
  });
  expect(made.status).toBe(201);
  return questionSchema.parse(made.body);
}

function imageForm(fields: { image?: Blob; alt?: string }) {
  const form = new FormData();
  if (fields.image) form.set('image', fields.image);
  if (fields.alt !== undefined) form.set('alt', fields.alt);
  return form;
}

const putImage = (questionId: number, fields: { image?: Blob; alt?: string }, token = world.teacherA.token) =>
  call('PUT', `/api/questions/${questionId}/image/`, { token, form: imageForm(fields) });

const served = async (url: string) => fetch(new URL(url, server.url));

describe('question images', () => {
  it('attaches an image with its alt text, shown to the bank and to a student taking the test', async () => {
    const question = await newQuestion();
    const put = await putImage(question.id, { image: new File([tinyPng], 'incline.png'), alt: diagram });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const image = questionSchema.parse(put.body).image;
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/questions\/[0-9a-f]{32}\.png$/),
      path: expect.stringMatching(/^questions\/[0-9a-f]{32}\.png$/),
      alt: diagram,
    });
    const file = await served(image?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(tinyPng);

    // The bank is shared: another teacher sees the image, but cannot change it.
    const bank = await call('GET', `/api/questions/?topic=${encodeURIComponent(question.topic)}`, {
      token: world.teacherB.token,
    });
    expect(bank.body[0].image).toEqual(image);
    const theirs = await putImage(question.id, { alt: 'Mine now' }, world.teacherB.token);
    expect(theirs.status).toBe(403);

    // A student of the test gets the image with the question, and again in the review.
    const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id], {
      release: 'on_submit',
    });
    const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token: world.studentA.token });
    expect(started.status).toBe(200);
    const attempt = attemptSchema.parse(started.body);
    expect(attempt.sections[0].questions[0].image).toEqual(image);
    expect((await served(attempt.sections[0].questions[0].image?.url ?? '')).status).toBe(200);
    expect(
      (await call('POST', `/api/attempts/${attempt.id}/submit/`, { token: world.studentA.token })).status,
    ).toBe(200);
    const result = await call('GET', `/api/attempts/${attempt.id}/result/`, { token: world.studentA.token });
    expect(attemptResult.parse(result.body).review[0].questions[0].image).toEqual(image);

    // The teacher's per-question statistics (and the key change they open) show it too.
    const statistics = await call('GET', `/api/tests/${test.id}/statistics/`, {
      token: world.teacherA.token,
    });
    expect(statistics.status).toBe(200);
    expect(testStatistics.parse(statistics.body).questions[0].image).toEqual(image);
  });

  it('refuses a file that is not an image, one too large, and a missing alt text, naming the field', async () => {
    const question = await newQuestion();
    const notImage = await putImage(question.id, {
      image: new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' }),
      alt: diagram,
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.fields).toEqual({ image: [testTexts.imageNotImage] });

    const tooLarge = new Uint8Array(questionImageRules.maxBytes + 1);
    tooLarge.set(tinyPng);
    const large = await putImage(question.id, { image: new File([tooLarge], 'big.png'), alt: diagram });
    expect(large.status).toBe(413);
    expect(large.body.detail).toMatch(/^image: /);

    const noAlt = await putImage(question.id, { image: new File([tinyPng], 'incline.png'), alt: '  ' });
    expect(noAlt.status).toBe(400);
    expect(Object.keys(noAlt.body.fields)).toEqual(['alt']);

    // Alt text alone needs an image to describe.
    const nothingToDescribe = await putImage(question.id, { alt: diagram });
    expect(nothingToDescribe.status).toBe(400);
    expect(nothingToDescribe.body.fields).toEqual({ image: [testTexts.imageRequired] });

    const bank = await call('GET', `/api/questions/?topic=${encodeURIComponent(question.topic)}`, {
      token: world.teacherA.token,
    });
    expect(bank.body[0].image).toBeNull();
  });

  it('replaces, re-describes and removes an image; a replaced or removed one is no longer served', async () => {
    const question = await newQuestion();
    const first = questionSchema.parse(
      (await putImage(question.id, { image: new File([tinyPng], 'a.png'), alt: diagram })).body,
    ).image;
    const second = questionSchema.parse(
      (await putImage(question.id, { image: new File([tinyPng], 'b.png'), alt: diagram })).body,
    ).image;
    expect(second?.url).not.toBe(first?.url);
    expect((await served(first?.url ?? '')).status).toBe(404);

    const described = await putImage(question.id, { alt: 'The block, its weight and the normal force.' });
    expect(described.body.image).toEqual({ ...second, alt: 'The block, its weight and the normal force.' });

    const removed = await call('DELETE', `/api/questions/${question.id}/image/`, {
      token: world.teacherA.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    expect((await served(second?.url ?? '')).status).toBe(404);
    const again = await call('DELETE', `/api/questions/${question.id}/image/`, {
      token: world.teacherA.token,
    });
    expect(again.status).toBe(404);
  });

  it('exports the image as its path and alt text; an import reuses a stored path and names an unknown one by row', async () => {
    const question = await newQuestion();
    const image = questionSchema.parse(
      (await putImage(question.id, { image: new File([tinyPng], 'a.png'), alt: diagram })).body,
    ).image;
    const exported = await call('GET', `/api/questions/export/?topic=${encodeURIComponent(question.topic)}`, {
      token: world.teacherB.token,
    });
    const lines = String(exported.body).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/,image,image_alt$/);
    expect(lines[1].endsWith(`,${image?.path},"${diagram}"`)).toBe(true);

    const header = 'kind,text,option_a,option_b,key,image,image_alt';
    const refused = await call('POST', '/api/questions/import/', {
      token: world.teacherB.token,
      json: {
        csv: [
          header,
          `single,Copy?,Up,Down,A,${image?.path},"${diagram}"`,
          'single,Guessed?,Up,Down,A,questions/0123456789abcdef0123456789abcdef.png,A guess',
          'single,Elsewhere?,Up,Down,A,profiles/1-0123456789abcdef.png,A picture',
          `single,Undescribed?,Up,Down,A,${image?.path},`,
        ].join('\n'),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.rows).toEqual([
      { row: 2, errors: [testTexts.unknownImage('questions/0123456789abcdef0123456789abcdef.png')] },
      { row: 3, errors: [testTexts.unknownImage('profiles/1-0123456789abcdef.png')] },
      { row: 4, errors: [expect.stringMatching(/^image_alt: /)] },
    ]);

    // The re-export imports again: the copy shows the same stored image, which outlives the original's removal.
    const again = await call('POST', '/api/questions/import/', {
      token: world.teacherB.token,
      json: { csv: String(exported.body) },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.questions[0].image).toEqual(image);
    await call('DELETE', `/api/questions/${question.id}/image/`, { token: world.teacherA.token });
    expect((await served(image?.url ?? '')).status).toBe(200);
  });
});
