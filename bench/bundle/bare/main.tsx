// The baseline of the bundle budget: the smallest real react-admin app, built from the same
// installed versions as Provador, so the difference measures only what Provador adds.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

const posts: RaRecord[] = [
  { id: 1, title: 'Hello', views: 10 },
  { id: 2, title: 'World', views: 20 },
];

const byIds = (ids: Identifier[]) => posts.filter((post) => ids.includes(post.id));

const dataProvider = {
  getList: async (_resource, { pagination }) => {
    const { page = 1, perPage = 10 } = pagination ?? {};
    return { data: posts.slice((page - 1) * perPage, page * perPage), total: posts.length };
  },
  getOne: async (_resource, { id }) => ({ data: byIds([id])[0] }),
  getMany: async (_resource, { ids }) => ({ data: byIds(ids) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async (_resource, { data }) => ({ data: { ...data, id: posts.length + 1 } }),
  update: async (_resource, { data }) => ({ data }),
  updateMany: async (_resource, { ids }) => ({ data: ids }),
  delete: async (_resource, { previousData }) => ({ data: previousData }),
  deleteMany: async (_resource, { ids }) => ({ data: ids }),
} as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
