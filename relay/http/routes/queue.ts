// The team's queue: add (every member; a contributor's post waits for approval), list with states, and the actions
// on one post. A duplicate is a 409 saying who queued the product and when.
import { Hono } from 'hono';
import type { Relay } from '../../context';
import { addPost } from '../../posts/add-post';
import { actOnPost, type PostAction } from '../../posts/post-actions';
import { POST_STATES, type Post, postFromRow, postView } from '../../posts/post-row';
import { findDestination } from '../../team/destinations';
import { readBody, readQuery } from '../body';
import type { RelayEnv } from '../env';
import { invalid, notFound } from '../errors';
import { CaptionBody, NewPostBody, QueueQuery } from '../schemas';

/** Posts with their member's and destination's names. */
export async function postsWithNames(relay: Relay, where: string, values: unknown[], tail = 'ORDER BY p.slot_at') {
  const { rows } = await relay.db.query(
    `SELECT p.*, m.name AS member_name, d.name AS destination_name
       FROM relay.posts p JOIN relay.members m ON m.id = p.member_id JOIN relay.destinations d ON d.id = p.destination_id
      WHERE ${where} ${tail}`,
    values,
  );
  return rows.map((r) =>
    postView(postFromRow(r), { member: r.member_name as string, destination: r.destination_name as string }),
  );
}

const ACTIONS: Record<string, PostAction['action']> = {
  approve: 'approve',
  reschedule: 'reschedule',
  'post-now': 'postNow',
  'confirm-sent': 'confirmSent',
  ended: 'markEnded',
};

export function queueRoutes(relay: Relay) {
  const app = new Hono<RelayEnv>();
  const answer = async (post: Post) => (await postsWithNames(relay, 'p.id = $1', [post.id]))[0];

  app.post('/queue', async (c) => {
    const who = c.get('who');
    const body = await readBody(c, NewPostBody);
    const destination = await findDestination(relay.db.pool, who.team.id, body.destinationId);
    if (!destination) throw notFound('destination');
    const post = await addPost(relay, who, destination, body);
    return c.json({ post: postView(post, { member: who.member.name, destination: destination.name }) }, 201);
  });
  app.get('/queue', async (c) => {
    const { team } = c.get('who');
    const query = readQuery(c, QueueQuery);
    const states = query.state ? query.state.split(',') : POST_STATES.filter((s) => s !== 'removed');
    if (states.some((s) => !(POST_STATES as readonly string[]).includes(s))) {
      throw invalid(`state: one or more of ${POST_STATES.join(', ')}`);
    }
    const posts = await postsWithNames(
      relay,
      'p.team_id = $1 AND p.state = ANY($2) AND ($3::uuid IS NULL OR p.destination_id = $3)',
      [team.id, states, query.destinationId ?? null],
    );
    return c.json({ posts });
  });
  app.patch('/queue/:id', async (c) => {
    const { caption } = await readBody(c, CaptionBody);
    const post = await actOnPost(relay, c.get('who'), c.req.param('id'), { action: 'editCaption', caption });
    return c.json({ post: await answer(post) });
  });
  app.delete('/queue/:id', async (c) => {
    const post = await actOnPost(relay, c.get('who'), c.req.param('id'), { action: 'remove' });
    return c.json({ post: await answer(post) });
  });
  app.post('/queue/:id/:action', async (c) => {
    const action = ACTIONS[c.req.param('action')];
    if (!action) throw notFound('action');
    const post = await actOnPost(relay, c.get('who'), c.req.param('id'), { action } as PostAction);
    return c.json({ post: await answer(post) });
  });
  return app;
}
