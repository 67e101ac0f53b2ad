print("yotei-bench")
