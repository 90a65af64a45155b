import { computed, type InjectionKey, inject, reactive } from 'vue';

export interface Todo {
  id: number;
  title: string;
  done: boolean;
}

export function createTodoStore() {
  const todos = reactive<Todo[]>([]);
  let nextId = 1;
  return {
    todos,
    remaining: computed(() => todos.filter((todo) => !todo.done).length),
    add(title: string) {
      todos.push({ id: nextId++, title, done: false });
    },
    toggle(id: number) {
      const todo = todos.find((t) => t.id === id);
      if (todo) todo.done = !todo.done;
    },
    remove(id: number) {
      todos.splice(
        todos.findIndex((t) => t.id === id),
        1,
      );
    },
  };
}

export type TodoStore = ReturnType<typeof createTodoStore>;

export const todoStoreKey: InjectionKey<TodoStore> = Symbol('todo store');

export function useTodos(): TodoStore {
  const store = inject(todoStoreKey);
  if (!store) throw new Error('useTodos() needs a store: provide one with todoStoreKey');
  return store;
}
